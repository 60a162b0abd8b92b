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

.PHONY: all build deps run test install uninstall clean

all: build

deps:
	@sh scripts/ensure-packages.sh $(PACKAGES)

build: deps
	$(SWIFT) build -c $(CONFIG)

# A preview frame of the seed half-way through the bar's fade.
run: build
	@mkdir -p $(OUT)
	$(BIN) frame --offset -130 --output $(OUT)/frame.png
	@echo "wrote $(OUT)/frame.png"

test: deps
	$(SWIFT) test

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/stretchy
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/stretchy
	install -m 644 Resources/ceshi.jpg Resources/back_*.png $(DESTDIR)$(PREFIX)/share/stretchy/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/stretchy
	rm -rf $(DESTDIR)$(PREFIX)/share/stretchy

# A benchmark, not a test (asserts nothing): stretchy beside libpng alone, a Pillow peer,
# ImageMagick and djpeg, medians of RUNS runs (default 5). See bench/run.sh.
.PHONY: bench
bench: build
	@bash bench/run.sh $(BIN)

clean:
	rm -rf .build $(OUT)
