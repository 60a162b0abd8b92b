# stretchy — the two set-up commands are `make run` and `make test` (see README.md).
# Each installs the Debian packages it needs when they are missing (as root; otherwise it
# prints the apt-get command), builds, then runs.

PREFIX   ?= /usr/local
SWIFT    ?= swift
CONFIG   ?= release
OUT      ?= out
BIN       = .build/$(CONFIG)/stretchy

# Libraries we link, fonts we draw with, pngcheck, cjpeg and heif-enc for the tests, python3 for the
# module-graph check, chromium for the test that opens `compare --report`'s page, ffmpeg for
# `make gif`, `make mp4` and the test that pipes a render into it, strace for the test that reads
# how temporary files are opened, GNU parallel for the check that runs `compare --shard` as a CI
# matrix would; libimagequant, giflib and libwebp for `render --gif/--webp` (and libpng for
# --apng), webp's webpmux, Pillow and numpy for the tests and the bench that decode them, gifsicle
# for the bench's `gifsicle -O3` column; binutils for the objcopy that writes the commit into the
# binary; zsh and fish for the test that runs the completion scripts in their shells; the
# libstdc++-N-dev whose libstdc++.a is linked into the binary (CXX_DEV, below).
PACKAGES = binutils pkg-config libjpeg-dev libpng-dev libheif-dev liblcms2-dev libfreetype-dev libfontconfig-dev \
           libharfbuzz-dev libfribidi-dev zlib1g-dev fonts-inter fonts-noto-cjk fonts-noto-core \
           fonts-noto-color-emoji fonts-dejavu-core pngcheck libjpeg-turbo-progs libheif-examples python3 \
           chromium ffmpeg strace parallel libimagequant-dev libgif-dev libwebp-dev webp python3-pil \
           python3-numpy gifsicle zsh fish $(CXX_DEV) $(HEIF_ENCODERS)

# libheif 1.16 and later (Debian 13's 1.23) keep their encoders in plugins that libheif1 only
# recommends, and apt-get installs without recommends here: heif-enc, which the tests make HEIC
# and AVIF files with, needs x265's and aom's. Debian 12's libheif 1.15 has them built in.
CODENAME := $(shell . /etc/os-release 2>/dev/null && echo $$VERSION_CODENAME)
HEIF_ENCODERS = $(if $(filter bookworm,$(CODENAME)),,libheif-plugin-x265 libheif-plugin-aomenc)

.PHONY: all build deps run gif mp4 app-preview test docs install uninstall clean fuzz test-asan format lint coverage

all: build

deps:
	@sh scripts/ensure-packages.sh $(PACKAGES)

# Swift's runtime and FoundationEssentials are linked in: a process starts in a few ms (nothing
# to load and relocate), and an installed binary needs no Swift toolchain beside it. Only the
# executable is built here: StretchyTesting imports the test frameworks, which the static SDK
# does not ship. Every import must be a declared dependency (Package.swift's header).
#
# The binary knows the commit it was built from (`stretchy --version`): it is written into the
# linked binary's 64-byte `.stretchy_commit` section (CShim's versions.c), so that a new commit
# recompiles nothing (and it is rewritten only when it changes, since SwiftPM relinks a binary
# changed since its build); `-modified` marks a tree with uncommitted changes.
#
# libstdc++ and libgcc, which Swift's runtime needs, are linked in too: loading libstdc++.so and
# binding its symbols took 1.4 ms of every start, libgcc_s.so 0.3 ms more (bench/README). The
# toolchain's static-stdlib-args.lnk asks for `-lstdc++` by name, so a linker script of that name,
# first on the linker's search path, answers it with gcc's libstdc++.a (libstdc++-12-dev).
#
# The archive is the one the toolchain's own clang finds, since clang is what links: it takes the
# newest GCC installation it sees (its libgcc.a says which, 12 on Debian 12, 14 on Debian 13), and
# CXX_DEV is the libstdc++ of that GCC. A `cc` is not asked: Debian 13's Swift prerequisites, like
# swift.org's Ubuntu 24.04 image, have no gcc, and a gcc 14 finds no gcc 12 libstdc++.a.
STATIC_CXX = .build/static-c++
TOOLCHAIN_CLANG := $(dir $(realpath $(shell command -v $(SWIFT)c)))clang
CXX_DEV := libstdc++-$(or $(shell $(TOOLCHAIN_CLANG) -print-libgcc-file-name 2>/dev/null | \
    sed -n 's|.*/gcc/[^/]*/\([0-9][0-9]*\)/libgcc\.a$$|\1|p'),12)-dev

build: deps
	@archive=$$($(TOOLCHAIN_CLANG) -print-file-name=libstdc++.a); \
	    [ -f "$$archive" ] || { echo "build: $(TOOLCHAIN_CLANG) finds no libstdc++.a ($(CXX_DEV))" >&2; exit 1; }; \
	    mkdir -p $(STATIC_CXX) && echo "INPUT($$archive)" > $(STATIC_CXX)/libstdc++.so
	$(SWIFT) build -c $(CONFIG) --static-swift-stdlib --product stretchy --explicit-target-dependency-import-check error \
	    -Xlinker -L$(CURDIR)/$(STATIC_CXX) -Xswiftc -Xclang-linker -Xswiftc -static-libgcc
	@commit=$$(git rev-parse --short=12 HEAD 2>/dev/null || true); \
	    if [ -n "$$commit" ] && ! git diff --quiet HEAD -- 2>/dev/null; then commit=$$commit-modified; fi; \
	    printf '%s' "$$commit" | head -c 63 > $(BIN).commit && truncate -s 64 $(BIN).commit && \
	    objcopy -O binary --only-section=.stretchy_commit $(BIN) $(BIN).written && \
	    { cmp -s $(BIN).commit $(BIN).written || objcopy --update-section .stretchy_commit=$(BIN).commit $(BIN); } && \
	    rm $(BIN).commit $(BIN).written

# The version, from the one place it is written (Sources/5-Export/StretchyVersion.swift; SPEC §3):
# `make version` prints it; `make tag` tags HEAD `v<version>` (CHANGELOG.md must have its section).
VERSION := $(shell sed -n 's/^ *package static let number = "\(.*\)"$$/\1/p' Sources/5-Export/StretchyVersion.swift)

.PHONY: version tag deb deb-test fresh-root-check trixie-check

# The Debian package, out/stretchy_<version>_amd64.deb (scripts/deb.sh; docs/guides/install.md).
# `make deb-test` installs it into a fresh Debian 12 root and uses it there (scripts/deb-test.sh);
# `make fresh-root-check` runs `make run` and `make test` in one (scripts/fresh-root-check.sh).
# Both make their root with mmdebstrap and take minutes, so .ci/run runs them after `make test`.
deb: build
	@sh scripts/ensure-packages.sh dpkg-dev
	@sh scripts/deb.sh $(VERSION) $(BIN) $(OUT)

deb-test: deb
	sh scripts/ensure-packages.sh mmdebstrap podman
	sh scripts/deb-test.sh $(OUT)/stretchy_$(VERSION)_$$(dpkg --print-architecture).deb $(BIN)

# SUITE: bookworm (Debian 12, the default) or trixie (Debian 13).
SUITE ?= bookworm
fresh-root-check: build
	sh scripts/fresh-root-check.sh $(SUITE)

# The golden set rendered here and from the .deb in a fresh Debian 13 root: the same bytes (issue 42).
trixie-check: deb
	sh scripts/ensure-packages.sh mmdebstrap
	sh scripts/trixie-check.sh $(OUT)/stretchy_$(VERSION)_$$(dpkg --print-architecture).deb $(BIN)
version:
	@echo $(VERSION)

tag:
	grep -q '^## \[$(VERSION)\]' CHANGELOG.md
	git tag -a v$(VERSION) -m "stretchy $(VERSION)"

# The seed's default animation from the bundled photo: out/frame_*.png, out/frames.json and a
# contact sheet out/sheet.png.
run: build
	$(BIN) render --output-dir $(OUT) --force --sheet $(OUT)/sheet.png

# The default animation at 30 fps straight from `render --output-dir -` (no frames on disk) into
# ffmpeg. `-framerate` must be render's `--fps`.
STREAM = $(BIN) render --output-dir - --quiet | ffmpeg -loglevel error -y -f image2pipe -framerate 30 -i -

# A GIF at half size with ffmpeg's two-pass palette in one filter graph: split the frames, build
# the palette from one copy (palettegen), apply it to the other (paletteuse). GIF delays are
# whole centiseconds; ffmpeg alternates 3 and 4 (30 fps on average).
gif: build
	@mkdir -p $(OUT)
	$(STREAM) -vf "scale=375:-1:flags=lanczos,split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a" \
	    $(OUT)/stretchy.gif
	@echo "wrote $(OUT)/stretchy.gif"

# An H.264 MP4 in yuv420p, the form every player decodes; yuv420p needs even sizes.
mp4: build
	@mkdir -p $(OUT)
	$(STREAM) -vf "scale=trunc(iw/2)*2:trunc(ih/2)*2" -c:v libx264 -pix_fmt yuv420p -movflags +faststart $(OUT)/stretchy.mp4
	@echo "wrote $(OUT)/stretchy.mp4"

# An App Store app preview (README): the default animation on an iphone-15 screen streamed into
# ffmpeg at 886 × 1920, 30 fps, H.264 High, yuv420p, a silent stereo AAC track, held to 15 s.
app-preview: build
	@mkdir -p $(OUT)
	sh scripts/app-preview.sh $(BIN) $(OUT)/app-preview.mp4

# Tests run optimised: they render and compare real frames, which debug code makes slow. Their
# build (-enable-testing, for @testable) has its own folder, so it neither relinks $(BIN) nor is
# recompiled by `make build`; the CLI tests run $(BIN) itself, the binary that is shipped. Then
# the pictures in docs/images must be what $(BIN) draws, every shell example marked runnable in
# README.md and docs/guides must exit 0 (scripts/check-doc-examples.py), the DocC catalogs must
# build without a warning (every public symbol documented) and their Swift snippets compile, and Examples/GoldenTests (a package of its own that
# depends on this one by path, importing only declared products) must pass against its committed
# goldens and draw the bytes $(BIN) writes. Both suites run with TMPDIR set to an empty folder of
# their own, which must be empty again at the end: a test deletes what it makes
# (Tests/Support/ScratchFolders.swift), and the binary makes no file there. The folder is outside
# the tree, where a binary finds no Resources by walking up. Builds run without it (the compiler
# keeps macro expansions in TMPDIR); SwiftPM's own lock files and TemporaryDirectory.* folders,
# made there by `swift test`, are not the tests'. The folder is as deep as a CI workspace's
# (over 150 characters, issue 43), so that a message that cut a path would fail its test.
TEST_TMPDIR_ROOT := $(shell mktemp -u "$${TMPDIR:-/tmp}/stretchy-test.XXXXXX")
TEST_TMPDIR := $(TEST_TMPDIR_ROOT)/home/runner/work/my-mobile-app/my-mobile-app/Tests/SnapshotTests/__Goldens__/a-ci-workspace-path-as-deep-as-github-actions-makes-it

test: build lint
	python3 scripts/check-module-graph.py
	$(SWIFT) build -c release -Xswiftc -enable-testing --build-tests --scratch-path .build/test \
	    --explicit-target-dependency-import-check error
	mkdir -p $(TEST_TMPDIR)
	TMPDIR=$(TEST_TMPDIR) STRETCHY_BINARY=$(CURDIR)/$(BIN) \
	    $(SWIFT) test -c release -Xswiftc -enable-testing --scratch-path .build/test --skip-build
	@sh scripts/docs-images.sh check $(BIN)
	python3 scripts/check-doc-examples.py $(BIN)
	python3 scripts/usage-docs.py check $(BIN)
	python3 scripts/check-claims.py
	@sh scripts/shard-check.sh $(BIN)
	sh scripts/docc.sh $(SWIFT)
	sh scripts/public-api.sh check $(SWIFT)
	cd Examples/GoldenTests && $(SWIFT) build -c release --build-tests --explicit-target-dependency-import-check error \
	    && TMPDIR=$(TEST_TMPDIR) STRETCHY_BINARY=$(CURDIR)/$(BIN) $(SWIFT) test -c release --skip-build
	rm -rf $(TEST_TMPDIR)/*.lock $(TEST_TMPDIR)/TemporaryDirectory.*
	@sh scripts/check-empty-folder.sh $(TEST_TMPDIR) "the tests left these in TMPDIR"
	cd $(TEST_TMPDIR_ROOT) && rmdir -p home/runner/work/my-mobile-app/my-mobile-app/Tests/SnapshotTests/__Goldens__ \
	    && rmdir $(TEST_TMPDIR_ROOT)

# The public API of the library products, as api/public-api.txt records it and `make test` checks
# (scripts/public-api.sh): after an intended change, this records it again (CONTRIBUTING.md, "The
# public API").
.PHONY: api-baseline
api-baseline:
	sh scripts/public-api.sh record $(SWIFT)

# The toolchain's `swift format` with the rules in .swift-format (CONTRIBUTING.md, "Tools that keep
# the rules", says why some are off): `make format` rewrites the files in place, `make lint` fails on
# any difference (`make test` runs it first). Hidden folders (Examples/GoldenTests/.build) are skipped.
FORMATTED = Sources Tests Fuzz Examples

format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMATTED)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)

# Line coverage per module (CONTRIBUTING.md, "Coverage"): the tests and the binary built with coverage in
# their own folder, optimised as for `make test` (debug code renders too slowly). Each process of
# the run writes its own profile: the test bundle's, and every `stretchy` the CLI tests start,
# so the binary's lines count too. SwiftPM's own merge (`swift test --enable-code-coverage`)
# gives up on the one profile a killed process leaves cut short, so scripts/coverage.py merges
# them, skipping it, and prints llvm-cov's summary grouped by module.
COVERAGE_BUILD    = -c release -Xswiftc -enable-testing --scratch-path .build/coverage
COVERAGE_PROFILES = $(CURDIR)/.build/coverage/profiles

coverage: deps
	$(SWIFT) build $(COVERAGE_BUILD) --enable-code-coverage --build-tests --explicit-target-dependency-import-check error
	rm -rf $(COVERAGE_PROFILES) && mkdir -p $(COVERAGE_PROFILES)
	# Writable by all (sticky): a compare test runs stretchy as nobody, whose profile must land too.
	chmod 1777 $(COVERAGE_PROFILES)
	LLVM_PROFILE_FILE=$(COVERAGE_PROFILES)/%p.profraw STRETCHY_BINARY=$(CURDIR)/.build/coverage/release/stretchy \
	    $(SWIFT) test $(COVERAGE_BUILD) --skip-build
	python3 scripts/coverage.py .build/coverage/release $(COVERAGE_PROFILES)

# Writes the scene-key tables of SPEC and the scenes guide and Fuzz/scene.dict from the schema, and
# their device tables from Device.presets (scripts/scene-keys.sh; `make test` checks them), README's usage block from the binary's help
# (scripts/usage-docs.py; checked too), draws every picture in docs/images again
# (scripts/docs-images.sh lists them and their commands), and builds the DocC archives of
# StretchyKit and StretchyTesting into .build/docs with the toolchain's docc.
docs: build
	sh scripts/scene-keys.sh $(SWIFT)
	python3 scripts/usage-docs.py write $(BIN)
	@sh scripts/docs-images.sh write $(BIN)
	sh scripts/docc.sh $(SWIFT)

# What the binary reads at run time (ResourceLocator): the default header photo and both back
# buttons at every scale, and in fonts/ stretchy's own fonts with their licences (SPEC §1
# "Fonts"). The example scenes are documentation and stay out.
RESOURCES = Resources/ceshi.jpg $(wildcard Resources/back_0*.png Resources/back_1*.png)
FONTS = $(wildcard Resources/fonts/*.otf Resources/fonts/*.ttf Resources/fonts/*-OFL.txt)

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/stretchy/fonts
	install -s -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/stretchy
	install -m 644 $(RESOURCES) $(DESTDIR)$(PREFIX)/share/stretchy/
	install -m 644 $(FONTS) $(DESTDIR)$(PREFIX)/share/stretchy/fonts/

# Removes what install put there, and share/stretchy (and its fonts/) only when nothing else is
# left in it.
uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/stretchy $(addprefix $(DESTDIR)$(PREFIX)/share/stretchy/,$(notdir $(RESOURCES))) \
	    $(addprefix $(DESTDIR)$(PREFIX)/share/stretchy/fonts/,$(notdir $(FONTS)))
	[ ! -d $(DESTDIR)$(PREFIX)/share/stretchy/fonts ] || rmdir --ignore-fail-on-non-empty $(DESTDIR)$(PREFIX)/share/stretchy/fonts
	[ ! -d $(DESTDIR)$(PREFIX)/share/stretchy ] || rmdir --ignore-fail-on-non-empty $(DESTDIR)$(PREFIX)/share/stretchy

# A benchmark, not a test (asserts nothing): stretchy beside libpng alone, a Pillow peer,
# ImageMagick and djpeg, medians of RUNS runs (default 5). See bench/run.sh.
.PHONY: bench
bench: build
	@bash bench/run.sh $(BIN)

clean:
	rm -rf .build $(OUT)

# Fuzzing (Fuzz/README.md): five libFuzzer targets, each an entry file in Fuzz/ plus the shared
# FuzzEntry.swift, linked with the modules it reads through. SwiftPM would rename the entry's
# symbols as an executable's, so those modules are compiled here with swiftc and clang,
# instrumented for libFuzzer and AddressSanitizer, into $(FUZZ_DIR). `make fuzz` runs every target
# for FUZZ_SECONDS; `make fuzz-NAME` runs one; `make fuzz-ci` is CI's short run of each. Every
# module and entry is compiled with one `-package-name`, as SwiftPM compiles the package's
# targets, so the entries reach the `package` seams they fuzz.
FUZZ_SECONDS ?= 60
FUZZ_FLAGS   ?=
FUZZ_DIR     ?= .build/fuzz
FUZZ_TARGETS  = image scene motion arguments shard
.PHONY: fuzz-ci fuzz-seeds $(FUZZ_TARGETS:%=fuzz-%)
FUZZ_SWIFT    = $(SWIFT)c -use-ld=lld -swift-version 6 -O -g -sanitize=fuzzer,address -parse-as-library -package-name stretchy -I $(FUZZ_DIR) \
                -I Sources/1-Edges/CHeif -I Sources/1-Edges/CLCMS2 -I Sources/1-Edges/CZlib \
                -I Sources/1-Edges/CImageQuant -I Sources/1-Edges/CGif -I Sources/1-Edges/CWebP
FUZZ_CC       = $(TOOLCHAIN_CLANG) -O1 -g -fsanitize=fuzzer-no-link,address

# Each target's entry file. The modules it links, each after the modules it imports, and what each
# of those imports are read from Package.swift and the entries' imports by scripts/fuzz-modules.py
# into $(FUZZ_DIR)/modules.mk, made again when either changes, and read only by the fuzz goals.
FUZZ_ENTRY_image       = Fuzz/ImageFuzzer.swift
FUZZ_ENTRY_scene       = Fuzz/SceneFuzzer.swift
FUZZ_ENTRY_motion      = Fuzz/MotionFuzzer.swift
FUZZ_ENTRY_arguments   = Fuzz/ArgumentsFuzzer.swift
FUZZ_ENTRY_shard       = Fuzz/ShardFuzzer.swift
FUZZ_ENTRIES = $(foreach t,$(FUZZ_TARGETS),$(FUZZ_ENTRY_$(t)))

$(FUZZ_DIR)/modules.mk: Package.swift scripts/fuzz-modules.py Fuzz/FuzzEntry.swift $(FUZZ_ENTRIES)
	@mkdir -p $(FUZZ_DIR)
	python3 scripts/fuzz-modules.py $(foreach t,$(FUZZ_TARGETS),$(t)=$(FUZZ_ENTRY_$(t))) > $@.new
	mv $@.new $@

ifneq ($(filter fuzz% $(FUZZ_DIR)/%,$(MAKECMDGOALS)),)
include $(FUZZ_DIR)/modules.mk
endif

# CShim is C: one object per file, and a module map for Codecs to import it by.
FUZZ_CSHIM = $(patsubst Sources/1-Edges/CShim/%.c,$(FUZZ_DIR)/CShim-%.o,$(wildcard Sources/1-Edges/CShim/*.c))
FUZZ_BINS  = $(FUZZ_TARGETS:%=$(FUZZ_DIR)/%-fuzzer)

$(FUZZ_DIR)/CShim-%.o: Sources/1-Edges/CShim/%.c $(wildcard Sources/1-Edges/CShim/*.h Sources/1-Edges/CShim/include/*.h)
	@mkdir -p $(FUZZ_DIR)
	$(FUZZ_CC) $$(pkg-config --cflags libjpeg libpng zlib) -I Sources/1-Edges/CShim/include -c $< -o $@

# CShim.o is a stamp (an empty file) made with the module map once the C objects are built, so
# that Codecs lists CShim among its imports like any other module.
$(FUZZ_DIR)/CShim.o: $(FUZZ_CSHIM)
	printf 'module CShim {\n  header "%s"\n  export *\n}\n' "$(CURDIR)/Sources/1-Edges/CShim/include/CShim.h" \
	    > $(FUZZ_DIR)/module.modulemap
	touch $@

# A Swift module: the sources of Sources/<layer>-<Name>, emitting <Name>.o and <Name>.swiftmodule.
.SECONDEXPANSION:
$(FUZZ_DIR)/%.o: $$(wildcard Sources/*-$$*/*.swift) $$(addprefix $(FUZZ_DIR)/,$$(addsuffix .o,$$(FUZZ_IMPORTS_$$*))) Makefile $(FUZZ_DIR)/modules.mk
	@mkdir -p $(FUZZ_DIR)
	$(FUZZ_SWIFT) -wmo -module-name $* -emit-module -emit-module-path $(FUZZ_DIR)/$*.swiftmodule \
	    -c $(filter %.swift,$^) -o $@

# A target: its entry files and its modules' objects; for Codecs, the C objects (not the CShim.o
# stamp) and the libraries the shim and Codecs link: libjpeg, libpng, zlib and lcms2 (the shim
# opens libheif itself when a HEIF is first decoded, and the animation encoders' libimagequant,
# giflib, libwebp and libwebpmux when a GIF or WebP is first written).
$(FUZZ_BINS): $(FUZZ_DIR)/%-fuzzer: Fuzz/FuzzEntry.swift $$(FUZZ_ENTRY_$$*) $$(addprefix $(FUZZ_DIR)/,$$(addsuffix .o,$$(FUZZ_MODULES_$$*)))
	$(FUZZ_SWIFT) $(filter %.swift,$^) $(filter-out $(FUZZ_DIR)/CShim.o,$(filter %.o,$^)) \
	    $(if $(filter Codecs,$(FUZZ_MODULES_$*)),$(FUZZ_CSHIM) \
	        $$(pkg-config --libs libjpeg libpng zlib lcms2)) -lm -o $@

# Seeds (rewritten each run): the repository's own images; its example scenes; shards (Fuzz/shards); the motion
# scripts and command lines of README.md, docs/guides and docs/SPEC.md (Fuzz/seeds.py). The
# corpus libFuzzer grows stays in $(FUZZ_DIR)/corpus-NAME for the next run; an input that fails is
# saved as $(FUZZ_DIR)/NAME-crash-… (or -leak-, -timeout-) and stops the run with an error.
DOC_PAGES = README.md $(wildcard docs/guides/*.md) docs/SPEC.md

fuzz-seeds: Fuzz/seeds.py $(DOC_PAGES)
	@mkdir -p $(FUZZ_TARGETS:%=$(FUZZ_DIR)/corpus-%) $(FUZZ_TARGETS:%=$(FUZZ_DIR)/seeds-%)
	cp Tests/CodecsTests/Fixtures/*.jpg Tests/CodecsTests/Fixtures/*.heic Tests/CodecsTests/Fixtures/three-frames.* Resources/*.png $(FUZZ_DIR)/seeds-image/
	cp Resources/examples/*.json $(FUZZ_DIR)/seeds-scene/
	cp Fuzz/shards/*.json $(FUZZ_DIR)/seeds-shard/
	python3 Fuzz/seeds.py $(FUZZ_DIR) $(DOC_PAGES)

# Swift's own crash backtracer is off: it is slow, and AddressSanitizer flags the memory it reads
# out of the crashed process; libFuzzer reports the trap (SIGILL) with its own stack instead.
# FUZZ_FLAGS adds libFuzzer options, e.g. "-fork=1 -ignore_crashes=1" to go on past a crash.
$(FUZZ_TARGETS:%=fuzz-%): fuzz-%: deps $(FUZZ_DIR)/%-fuzzer fuzz-seeds
	SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/$*-fuzzer -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
	    -dict=Fuzz/$*.dict -artifact_prefix=$(FUZZ_DIR)/$*- -print_final_stats=1 $(FUZZ_FLAGS) \
	    $(FUZZ_DIR)/corpus-$* $(FUZZ_DIR)/seeds-$*

fuzz: $(FUZZ_TARGETS:%=fuzz-%)

# CI: each target for 20 s from its seeds and whatever corpus is there, so a regression that
# the seeds' neighbourhood reaches fails the build. A fixed random seed makes every build try the
# same inputs in the same order (as far as 20 s get), so a new failure comes from the code.
fuzz-ci:
	$(MAKE) fuzz FUZZ_SECONDS=20 FUZZ_FLAGS=-seed=1

# The whole test suite under AddressSanitizer, in its own build folder. The suppressions name
# leaks inside the toolchain's libraries; they are not printed, as the CLI tests read stderr.
test-asan: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan-suppressions.txt:print_suppressions=0 \
	    $(SWIFT) test --sanitize=address --scratch-path .build/asan
