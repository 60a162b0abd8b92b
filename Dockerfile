# stretchy in a container: Debian 12 slim and the .deb, nothing else (docs/guides/install.md).
#   make deb && docker build -t stretchy --build-arg DEB=out/stretchy_1.0.0_amd64.deb .
#   docker run --rm -v "$PWD:/work" -w /work stretchy render --output-dir out
# BASE lets the package test build it from a locally imported Debian 12 root (no registry).
ARG BASE=debian:12-slim
FROM ${BASE}
ARG DEB=out/stretchy_1.0.0_amd64.deb
COPY ${DEB} /tmp/stretchy.deb
# The font cache is made again over font folders whose times are whole seconds: an image layer
# keeps only whole seconds, and fontconfig, finding the folder times of its cache changed, would
# scan the fonts on every run and print "No writable cache directories" on a read-only root.
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends /tmp/stretchy.deb \
    && rm -rf /tmp/stretchy.deb /var/lib/apt/lists/* \
    && mkdir -p /usr/local/share/fonts && find /usr/share/fonts /usr/local/share/fonts -type d -exec touch -m -d "@$(date +%s)" {} + \
    && fc-cache -f
ENTRYPOINT ["stretchy"]
CMD ["--help"]
