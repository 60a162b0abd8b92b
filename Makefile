# stretchy — the two set-up commands are `make run` and `make test` (see README.md).
# Each installs the Debian packages it needs when they are missing (as root; otherwise it
# prints the apt-get command), builds, then runs.

PREFIX   ?= /usr/local
SWIFT    ?= swift
CONFIG   ?= release
OUT      ?= out
BIN       = .build/$(CONFIG)/stretchy

# Libraries we link, fonts we draw with, and pngcheck for the tests.
PACKAGES = pkg-config libjpeg-dev libpng-dev libfreetype-dev libfontconfig-dev zlib1g-dev \
           fonts-inter fonts-noto-cjk fonts-dejavu-core pngcheck libjpeg-turbo-progs

.PHONY: all build deps run gif test install uninstall clean

all: build

deps:
	@sh scripts/ensure-packages.sh $(PACKAGES)

build: deps
	$(SWIFT) build -c $(CONFIG)

# The seed's default animation from the bundled photo: out/frame_*.png, out/frames.json and a
# contact sheet out/sheet.png.
run: build
	$(BIN) render --output-dir $(OUT) --force --sheet $(OUT)/sheet.png

# A GIF of the animation with ffmpeg's two-pass palette (palettegen, then paletteuse).
gif: run
	@sh scripts/ensure-packages.sh ffmpeg
	ffmpeg -loglevel error -y -framerate 30 -i $(OUT)/frame_%04d.png \
	    -vf "scale=375:-1:flags=lanczos,palettegen=stats_mode=diff" $(OUT)/palette.png
	ffmpeg -loglevel error -y -framerate 30 -i $(OUT)/frame_%04d.png -i $(OUT)/palette.png \
	    -lavfi "scale=375:-1:flags=lanczos[x];[x][1:v]paletteuse=dither=sierra2_4a" $(OUT)/stretchy.gif
	@echo "wrote $(OUT)/stretchy.gif"

# Tests run optimised: they render and compare real frames, which debug code makes slow.
test: deps
	$(SWIFT) test -c release -Xswiftc -enable-testing

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/stretchy
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/stretchy
	install -m 644 Resources/ceshi.jpg Resources/back_*.png $(DESTDIR)$(PREFIX)/share/stretchy/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/stretchy
	rm -rf $(DESTDIR)$(PREFIX)/share/stretchy

clean:
	rm -rf .build $(OUT)
