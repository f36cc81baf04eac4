# Two commands on a fresh machine: `make run` and `make test`. Both install missing packages first.
SWIFT ?= swift
DEMO := .build/release/refresh-demo
TOUR_DIR ?= $(CURDIR)/out/tour
ARGS ?=

.PHONY: run test e2e headless bench soak soak-feed short-soak lint assets clean deps build release docs \
	plots install uninstall wayland feed-server

deps:
	@scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product refresh-demo

# Opens the demo in a window; with no display, says so and runs the headless tour instead: when
# neither DISPLAY nor WAYLAND_DISPLAY is set, or when they name a server that does not answer
# (the demo then exits 1 saying SDL reached no display; its standard error still shows).
run: release
	@tour() { \
		echo "$$1: running the headless tour instead."; \
		mkdir -p "$(TOUR_DIR)"; \
		$(DEMO) --headless --shots "$(TOUR_DIR)" $(ARGS) && \
		echo "Tour frames written to $(TOUR_DIR)/ ($$(ls "$(TOUR_DIR)" | wc -l) PNGs)."; \
	}; \
	if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		tour "No display found (DISPLAY is not set)"; \
	else \
		log=$$(mktemp); \
		{ { $(DEMO) $(ARGS); echo $$? > "$$log.status"; } 2>&1 1>&3 | tee "$$log" >&2; } 3>&1; \
		status=$$(cat "$$log.status"); \
		if [ "$$status" = 1 ] && grep -q "reached no display" "$$log"; then \
			rm -f "$$log" "$$log.status"; \
			tour "No display answers (DISPLAY=$$DISPLAY, WAYLAND_DISPLAY=$$WAYLAND_DISPLAY)"; \
		else \
			rm -f "$$log" "$$log.status"; exit "$$status"; \
		fi; \
	fi

# The whole test suite (unit, SDL, asset and end-to-end through the built binary, and the example
# built by a package of its own, as an app that depends on this one is). Without a display it
# runs under Xvfb, so the tests that open a real window run too (one of them follows the real
# settings portal on a private session bus, scripts/portal_check.py; the accessibility bridge's
# start and stop run on a private accessibility bus, so the bus launcher comes first). Then the
# window as a screen reader meets it: AT-SPI on a private session bus and Xvfb (scripts/a11y.sh).
# Then the demo as a desktop app: make install into a staging folder with both validators
# (scripts/install-check.sh), its class, icon and --scale auto on X11 (scripts/x11-desktop.sh),
# the looks only a window shows (scripts/window-looks.sh), and the window in a real Wayland
# compositor, headless sway (scripts/wayland.sh).
test: deps
	@scripts/ensure-deps.sh a11y
	$(SWIFT) build --product refresh-demo
	$(SWIFT) build --product refresh-example
	$(SWIFT) build --product refresh-example-declarative
	@echo "scripts/adopter-check.sh  (a package of its own builds the example's main.swift)"
	@SWIFT=$(SWIFT) scripts/adopter-check.sh
	@if [ -n "$$DISPLAY" ]; then \
		echo "$(SWIFT) test"; $(SWIFT) test; \
	else \
		echo "xvfb-run -a $(SWIFT) test  (no DISPLAY: the window test runs on Xvfb)"; \
		xvfb-run -a -s '-screen 0 1024x900x24 -noreset' $(SWIFT) test; \
	fi
	$(MAKE) --no-print-directory short-soak
	scripts/a11y.sh
	@scripts/ensure-deps.sh desktop
	MAKE=$(MAKE) CONFIG=debug scripts/install-check.sh
	DEMO=.build/debug/refresh-demo scripts/x11-desktop.sh
	DEMO=.build/debug/refresh-demo scripts/window-looks.sh
	DEMO=.build/debug/refresh-demo scripts/wayland.sh

# The demo in a real X11 window under Xvfb, driven by xdotool; checks the trace and screenshots,
# which stay in out/e2e/. Installs Xvfb, xdotool and ImageMagick first if they are missing. Then
# the window's class, icon and --scale auto on X11 (scripts/x11-desktop.sh), the looks only a
# window shows (scripts/window-looks.sh), the window in headless sway (scripts/wayland.sh), and
# last Orca's own speech of the window (scripts/orca.sh; installs Orca if it is missing), with the
# release binary. Orca goes last: twice a window started in the minute after its check never
# appeared (what it leaves behind for a while is not found yet), never at any other time.
e2e: release
	@scripts/ensure-deps.sh window
	scripts/e2e.sh
	@scripts/ensure-deps.sh desktop
	scripts/x11-desktop.sh
	scripts/window-looks.sh
	scripts/wayland.sh
	@scripts/ensure-deps.sh orca
	scripts/orca.sh

# The demo in a real Wayland compositor: a headless sway (software rendering) run as an
# unprivileged user, driven by wtype and a virtual pointer (scripts/wayland.sh; installs sway,
# grim, wtype and the Wayland development files first if they are missing).
wayland: release
	@scripts/ensure-deps.sh desktop
	scripts/wayland.sh

# Installs the release demo as a desktop app: the binary in $(PREFIX)/bin, its resources in
# $(PREFIX)/share/refresh-demo, the desktop entry, the hicolor icons and the AppStream metainfo;
# DESTDIR stages it (scripts/install.sh; CONFIG=debug installs the debug build).
PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release
install: deps
	$(SWIFT) build -c $(CONFIG) --product refresh-demo
	scripts/install.sh "$(DESTDIR)" "$(PREFIX)" .build/$(CONFIG)/refresh-demo

uninstall:
	scripts/install.sh --uninstall "$(DESTDIR)" "$(PREFIX)" none

headless: release
	$(DEMO) --headless $(ARGS)

# Every figure in one go: allocations per frame (valgrind's DHAT), the in-process frame split,
# the whole-process headless run (median of 3, at both scales), the window under Xvfb with real
# X11 input (its feel: input-to-screen latency and delayed frames; the app's and the X server's
# CPU at rest — also with a controller, and with the AT-SPI bridge on a private accessibility bus
# — and over a drag and its coast; a windowed frame against a headless one; 1280x800 at scale 2;
# GTK 4 and Qt 5 lists measured alike), checked against scripts/bench-baselines.json (a figure
# worse than its noise fails), and how long its first frame waits for the desktop's settings
# portal (no bus, no portal, a portal that never answers). Installs Xvfb, xdotool, the
# accessibility bus, pyatspi, the portal's tools and the peers' toolkits first if they are
# missing. Then the variants of the issue, each compared with the defaults of the same session
# (none should be more than 10 % worse): the feed, the dark theme, text scale 2 and the AT-SPI
# bridge on a private accessibility bus, then the defaults again (what the machine's drift alone
# moves the comparison by); BENCH_VARIANTS=0 leaves them out. Any other variant:
# make bench FEEL_ARGS='-- --theme dark' (measured, not checked against the baselines). Then the
# window on X11 beside Wayland (scripts/display-bench.sh: Xvfb with SDL's software renderer and
# with its OpenGL one, headless sway with OpenGL; the same drags, wheel runs and rest). Then a
# real feed's cost (scripts/feed_bench.py, against the fixture nginx): a 1 MiB feed of 1 000
# entries landing during drags beside the same drags without it, the CPU of a window whose
# request waits on a server that never answers, and the headless run's peak RSS over that feed.
# Last the cache's ratios (refresh-bench --cache): 100 000 cached entries against 100 for the
# first frame, a scrolling frame, peak RSS and a landing's transaction.
FEEL_ARGS ?=
BENCH_VARIANTS ?= 1
bench: deps
	@scripts/alloc-check.sh
	$(SWIFT) build -c release --product refresh-bench
	$(SWIFT) build -c release --product refresh-demo
	.build/release/refresh-bench $(ARGS)
	@echo
	python3 scripts/headless_bench.py $(DEMO)
	@echo
	@scripts/ensure-deps.sh bench
	SDL_AUDIODRIVER=dummy XDG_STATE_HOME=$(CURDIR)/out/bench/state \
		xvfb-run -a -s '-screen 0 2600x1700x24 -noreset' python3 scripts/window_bench.py $(DEMO) out/bench \
		--peers --baselines scripts/bench-baselines.json $(FEEL_ARGS)
ifneq ($(BENCH_VARIANTS),0)
	@for variant in feed:--list:feed dark:--theme:dark text2:--text-scale:2 a11y:--a11y:on again:; do \
		name=$${variant%%:*}; options=$$(echo $${variant#*:} | tr : ' '); bus=; \
		[ $$name = a11y ] && bus=--a11y-bus; echo; echo "variant: $${options:-none (the defaults again)}"; \
		SDL_AUDIODRIVER=dummy XDG_STATE_HOME=$(CURDIR)/out/bench/state \
		xvfb-run -a -s '-screen 0 2600x1700x24 -noreset' python3 scripts/window_bench.py $(DEMO) \
		out/bench/$$name --no-a11y $$bus --against out/bench/window-figures.json \
		-- $$options || exit 1; \
	done
endif
	@echo
	@scripts/ensure-deps.sh desktop
	scripts/display-bench.sh $(DEMO) out/bench/displays
	@echo
	SDL_AUDIODRIVER=dummy XDG_STATE_HOME=$(CURDIR)/out/bench/state \
		xvfb-run -a -s '-screen 0 1024x900x24 -noreset' python3 scripts/feed_bench.py $(DEMO) out/bench/feed
	@echo
	python3 scripts/portal_bench.py .build/release/refresh-bench
	@echo
	.build/release/refresh-bench --cache out/bench/cache

# The soak in short, rendered as `make soak` renders it (the debug build, ~40 s): the tour, then ten
# seeds of 300 frames, each a new language, text scale and list; the reference scene's live text
# textures, row layers and open fonts must be the same after the tour and at the end. It caught
# the fonts every new text size opened and never closed (81 then 114; `make soak`'s RSS grew 19
# MB); its RSS, still in first uses after so few frames, is reported but judged only by the long run.
short-soak:
	$(SWIFT) build --product refresh-soak
	.build/debug/refresh-soak --frames 13000 --frames-per-seed 300 --warmup 10000 --fuzz 0 \
		--binary-runs 0 --rss-limit 50

# The long reliability run (not in CI; `make test` has the short one): 10^6 random frames
# rendered and checked, 9 000 fuzzed scripts in process and 200 through the release binary.
# The memory baseline is taken after 2·10^5 frames: RSS climbs ~2 MB over the first 10^5
# (caches meeting every header, footer and text) and is flat from there to 10^6.
SOAK_ARGS ?= --frames 1000000 --binary-runs 200
soak: deps
	$(SWIFT) build -c release --product refresh-demo
	$(SWIFT) build -c release --product refresh-soak
	.build/release/refresh-soak $(SOAK_ARGS) --binary $(DEMO)

# A thousand scripted sessions of the headless demo (release) against the fixture nginx on one
# cache, the feed changing between them, with random faults, cancels, focus and network changes
# and SIGKILLs; every invariant checked after each (scripts/soak_feed.py; about five minutes).
# SOAK_FEED_ARGS: the number of sessions and the seed.
SOAK_FEED_ARGS ?= 1000 2026
soak-feed: deps
	@scripts/ensure-deps.sh a11y
	$(SWIFT) build -c release --product refresh-demo
	python3 scripts/soak_feed.py $(DEMO) out/soak-feed $(SOAK_FEED_ARGS)

# DocC documentation of RefreshCore and CustomHeaders as a static site in out/docs/, with the
# toolchain's own docc; fails on a broken symbol link or an undocumented public symbol.
docs: deps
	@scripts/ensure-deps.sh docs
	SWIFT=$(SWIFT) scripts/docs.sh

# The scroll physics in plots (docs/images/plot-*.png) from real traces of the demo, with
# UIKit's laws drawn over them by gnuplot (installed when missing).
plots: deps
	@scripts/ensure-deps.sh plots
	SWIFT=$(SWIFT) scripts/plots.sh

# The fixture feed server for trying feeds by hand: a private nginx on 127.0.0.1 serving
# Tests/Fixtures/feeds (with the failures listed in scripts/feed-server.sh's header), until Ctrl+C.
# Try: make run ARGS='--feed http://127.0.0.1:PORT/atom.xml' (or /status/500, /slow/atom.xml, …).
FEED_SERVER_DIR ?= $(CURDIR)/out/feed-server
feed-server:
	@scripts/ensure-deps.sh window
	@scripts/feed-server.sh start "$(FEED_SERVER_DIR)"
	@echo "Serving until Ctrl+C. For HTTPS: SSL_CERT_FILE=$(FEED_SERVER_DIR)/tls/ca.pem"
	@trap 'scripts/feed-server.sh stop "$(FEED_SERVER_DIR)"; echo; echo stopped; exit 0' INT TERM; \
		while [ -e "$(FEED_SERVER_DIR)/nginx.pid" ]; do sleep 1; done

lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Package.swift

# Redraws every sprite sheet (procedural and deterministic) into Assets/sprites, and subsets the
# CJK, Arabic and Hebrew fonts in Assets/fonts to the characters of Assets/strings (installs
# fonts-noto-cjk and fonts-noto-core first), and Symbola to the emoji (installs fonts-symbola).
assets: deps
	$(SWIFT) run -c release make-assets Assets/sprites Assets/icons
	scripts/make-cjk-font.sh
	scripts/make-rtl-fonts.sh
	scripts/make-emoji-font.sh

clean:
	$(SWIFT) package clean
	rm -rf out .build/adopter
