import Files
import JSON

/// `player.html` (`render --player`, SPEC §6 "Player page"): one self-contained page beside the
/// frames that plays them, with a scrubber, play/pause, speed, ← → to step, and SVG plots over
/// time of every number `frames.json` gives per frame (offset, bar alpha, the header's frame, and
/// whatever fields later scenes add, such as zoom or blur), the current frame marked on each and
/// its whole state in a table.
///
/// The page holds its data (the render's `frames.json`, as written) and its script inline and
/// loads nothing but the frames beside it: no network, no external script, so it works from
/// `file://` and in an archived CI artifact.
package enum PlayerPage {
    package static let fileName = "player.html"

    /// The page for frames `frames` of `animation`.
    package static func html(for animation: Animation, frames: ClosedRange<Int>) -> String {
        // Inside <script>, only "</" could end the element early: JSON may write it as "<\/".
        let data = Manifest.json(for: animation, frames: frames).prettyText
            .replacing("</", with: "<\\/")
        return head + "<script type=\"application/json\" id=\"frames\">\n" + data + "</script>\n" + body
    }

    /// Stages the page as stretchy's own file in `folder`, to be committed with the render's
    /// other files (`FileBatch`).
    package static func stage(for animation: Animation, frames: ClosedRange<Int>, into folder: String)
        throws(ExportError) -> StagedFile
    {
        let bytes = Array(html(for: animation, frames: frames).utf8)
        return try ExportError.writing { () throws(FileError) in
            try AtomicFile.stage(bytes, named: fileName, in: folder)
        }
    }

    private static let head = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>stretchy player</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 16px; color: #1c1c1e; background: #f2f2f7; }
        main { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
        #screen { width: 320px; }
        #screen img { width: 100%; border: 1px solid #c8c7cc; background: #fff; display: block; }
        #controls { display: flex; gap: 8px; align-items: center; margin: 8px 0; flex-wrap: wrap; }
        #scrubber { width: 100%; }
        #position { font-variant-numeric: tabular-nums; }
        #plots svg { display: block; background: #fff; border: 1px solid #c8c7cc; margin-bottom: 8px; }
        #plots text { font: 11px system-ui, sans-serif; fill: #3c3c43; }
        #plots polyline { fill: none; stroke: #007aff; stroke-width: 1.5; }
        #plots line.now { stroke: #ff3b30; stroke-width: 1; }
        #plots circle { fill: #ff3b30; }
        table { border-collapse: collapse; background: #fff; }
        td, th { border: 1px solid #c8c7cc; padding: 2px 8px; text-align: left; font-variant-numeric: tabular-nums; }
        th { font-weight: 600; }
        </style>
        </head>
        <body>

        """

    private static let body = """
        <main>
        <section id="screen">
        <img id="frame" alt="frame">
        <input id="scrubber" type="range" min="0" value="0" step="1" aria-label="frame">
        <div id="controls">
        <button id="play" type="button">Play</button>
        <label>speed <select id="speed">
        <option value="0.1">0.1×</option><option value="0.25">0.25×</option><option value="0.5">0.5×</option>
        <option value="1" selected>1×</option><option value="2">2×</option>
        </select></label>
        <span id="position"></span>
        </div>
        <p>← → step a frame, space plays or pauses.</p>
        </section>
        <section id="plots"></section>
        <section><table id="state"><tbody></tbody></table></section>
        </main>
        <script>
        (function () {
          'use strict';
          var data = JSON.parse(document.getElementById('frames').textContent);
          var frames = data.frames, fps = data.fps, count = frames.length;
          var image = document.getElementById('frame'), scrubber = document.getElementById('scrubber');
          var play = document.getElementById('play'), speed = document.getElementById('speed');
          var position = document.getElementById('position'), state = document.querySelector('#state tbody');
          var plots = document.getElementById('plots'), svgNS = 'http://www.w3.org/2000/svg';
          scrubber.max = String(count - 1);

          // Every number of a frame's entry, nested objects flattened ("header.height").
          function numbers(entry, prefix, out) {
            Object.keys(entry).forEach(function (key) {
              var value = entry[key], name = prefix + key;
              if (typeof value === 'number') out[name] = value;
              else if (value && typeof value === 'object') numbers(value, name + '.', out);
            });
            return out;
          }
          var values = frames.map(function (entry) { return numbers(entry, '', {}); });
          // Plotted: offset, bar alpha, header height always, then every other number that moves.
          var names = ['offset', 'barAlpha', 'header.height'];
          Object.keys(values[0]).forEach(function (name) {
            if (name === 'index' || name === 'time' || names.indexOf(name) >= 0) return;
            var first = values[0][name];
            if (values.some(function (v) { return v[name] !== first; })) names.push(name);
          });
          var width = 560, height = 96, pad = 28, duration = Math.max(frames[count - 1].time - frames[0].time, 1e-9);
          function x(i) { return pad + (frames[i].time - frames[0].time) / duration * (width - 2 * pad); }
          var markers = names.filter(function (name) { return name in values[0]; }).map(function (name) {
            var series = values.map(function (v) { return v[name]; });
            var low = Math.min.apply(null, series), high = Math.max.apply(null, series), span = high - low || 1;
            function y(value) { return height - 18 - (value - low) / span * (height - 36); }
            var svg = document.createElementNS(svgNS, 'svg');
            svg.setAttribute('width', width); svg.setAttribute('height', height);
            svg.setAttribute('data-field', name);
            var line = document.createElementNS(svgNS, 'polyline');
            line.setAttribute('points', series.map(function (v, i) { return x(i).toFixed(1) + ',' + y(v).toFixed(1); })
              .join(' '));
            var now = document.createElementNS(svgNS, 'line');
            now.setAttribute('class', 'now'); now.setAttribute('y1', 4); now.setAttribute('y2', height - 14);
            var dot = document.createElementNS(svgNS, 'circle');
            dot.setAttribute('r', 3);
            var label = document.createElementNS(svgNS, 'text');
            label.setAttribute('x', pad); label.setAttribute('y', 12);
            var range = document.createElementNS(svgNS, 'text');
            range.setAttribute('x', pad); range.setAttribute('y', height - 3);
            range.textContent = 'min ' + low + ', max ' + high + '; time ' + frames[0].time + '–' +
              frames[count - 1].time + ' s';
            [line, now, dot, label, range].forEach(function (node) { svg.appendChild(node); });
            plots.appendChild(svg);
            return function (i) {
              now.setAttribute('x1', x(i)); now.setAttribute('x2', x(i));
              dot.setAttribute('cx', x(i)); dot.setAttribute('cy', y(series[i]));
              label.textContent = name + ' = ' + series[i];
            };
          });

          function rows(entry, prefix) {
            return Object.keys(entry).reduce(function (list, key) {
              var value = entry[key];
              if (value && typeof value === 'object') return list.concat(rows(value, prefix + key + '.'));
              return list.concat([[prefix + key, String(value)]]);
            }, []);
          }
          var current = 0, playing = false, clock = null, elapsed = 0;
          function show(i) {
            current = Math.max(0, Math.min(count - 1, i));
            var entry = frames[current];
            image.src = entry.file;
            scrubber.value = String(current);
            position.textContent = 'frame ' + entry.index + ' (' + (current + 1) + ' of ' + count + ') · ' +
              entry.time.toFixed(3) + ' s';
            markers.forEach(function (mark) { mark(current); });
            state.textContent = '';
            rows(entry, '').forEach(function (row) {
              var tr = document.createElement('tr'), th = document.createElement('th'), td = document.createElement('td');
              th.textContent = row[0]; td.textContent = row[1];
              tr.appendChild(th); tr.appendChild(td); state.appendChild(tr);
            });
            document.body.dataset.frame = String(current);
          }
          function tick(now) {
            if (!playing) return;
            if (clock !== null) elapsed += (now - clock) / 1000 * Number(speed.value);
            clock = now;
            var next = Math.floor(elapsed * fps) % count;
            if (next !== current) show(next);
            requestAnimationFrame(tick);
          }
          function setPlaying(on) {
            playing = on;
            play.textContent = on ? 'Pause' : 'Play';
            clock = null; elapsed = current / fps;
            if (on) requestAnimationFrame(tick);
          }
          play.addEventListener('click', function () { setPlaying(!playing); });
          scrubber.addEventListener('input', function () { setPlaying(false); show(Number(scrubber.value)); });
          document.addEventListener('keydown', function (event) {
            if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
              setPlaying(false);
              show(current + (event.key === 'ArrowRight' ? 1 : -1));
              event.preventDefault();
            } else if (event.key === ' ') {
              setPlaying(!playing);
              event.preventDefault();
            }
          });
          // #frame=I opens the page at frame I (its index in frames.json): a link to a moment, a
          // screenshot of it. Another fragment, or a frame the render did not make, opens at the first.
          function linked() {
            var match = /^#frame=(\\d+)$/.exec(location.hash);
            return match ? frames.map(function (entry) { return entry.index; }).indexOf(Number(match[1])) : -1;
          }
          window.addEventListener('hashchange', function () {
            if (linked() >= 0) { setPlaying(false); show(linked()); }
          });
          show(Math.max(0, linked()));
        })();
        </script>
        </body>
        </html>

        """
}
