# goldmark-unicodelinks — developer entry points. `make help` lists them.

GO            ?= go
UTS58_DATA    ?= $(abspath ../shared/uts58)
UTS39_DATA    ?= $(abspath ../shared/uts39)
TOOLS         := $(abspath .tools)
STATICCHECK   := $(TOOLS)/staticcheck
BENCHSTAT     := $(TOOLS)/benchstat
STATICCHECK_VERSION := v0.8.2
BENCHSTAT_VERSION   := v0.0.0-20260908200009-22c9c6c9d4da
FUZZTIME      ?= 5m
# FUZZFLAGS: more go test flags for make fuzz, such as -parallel 1.
FUZZFLAGS     ?=
# UNICODE_VERSION: the version the tables are generated from; UNICODE_SUPERSEDED:
# the previous one, whose conformance files the tests still run.
UNICODE_VERSION    := 18.0.0
UNICODE_SUPERSEDED := 17.0.0
UNICODE_PUBLIC     := https://www.unicode.org/Public
UTS39_URL     := https://www.unicode.org/Public/security/18.0.0
UCD18_URL     := https://www.unicode.org/Public/18.0.0/ucd

export UTS58_DATA
export UTS39_DATA

.PHONY: bench-charts playground playground-serve playground-screenshot playground-test footprint instructions adopter stack fuzz-stack test-floor test-next conformance browser-test bench-vet cmark-gfm-diff cmark-gfm13-diff md4c-diff corpora help test ci fmt-check vet staticcheck lint tables uts58-data uts39-data bench fuzz demo

help:
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/'

# GO_FLOOR: the go directive of go.mod, the oldest toolchain the module supports.
GO_FLOOR      := $(shell sed -n 's/^go //p' go.mod)

test: ## run all tests (the Unicode data is read from $UTS58_DATA and $UTS39_DATA)
	$(GO) test ./...
	@[ -f "$(UTS58_DATA)/$(UNICODE_VERSION)/LinkTerm.txt" ] || echo "make test: skipped the data-dependent tests (Link_Term/Link_Bracket/Link_Email properties, LinkDetectionTest, LinkFormattingTest, tables.go freshness): no UTS #58 data in $(UTS58_DATA); run 'make uts58-data' or set UTS58_DATA"

# GO_NEXT: a newer toolchain whose golang.org/x/net/idna has other tables
# (Unicode 17.0 from Go 1.27 on), fetched through the module proxy.
GO_NEXT       ?= go1.27.3

test-next: ## run the tests with $(GO_NEXT) (no -race), whose IDNA version differs
	GOTOOLCHAIN=$(GO_NEXT) $(GO) version
	GOTOOLCHAIN=$(GO_NEXT) $(GO) test -count=1 ./...

test-floor: ## run the tests with the oldest supported toolchain, the go directive of go.mod (fetched through the module proxy)
	GOTOOLCHAIN=go$(GO_FLOOR) $(GO) version
	GOTOOLCHAIN=go$(GO_FLOOR) $(GO) test -count=1 ./...
	cd testdata/adopter && GOTOOLCHAIN=go$(GO_FLOOR) $(GO) test -count=1 ./...

adopter: ## the adopter module (testdata/adopter): the library imported from outside with GFM, footnotes, typographer, definition lists
	cd testdata/adopter && $(GO) vet ./... && $(GO) test -count=1 ./...

# STACK_FUZZTIME: how long make stack fuzzes the stacks (make fuzz-stack: $(FUZZTIME)).
STACK_FUZZTIME ?= 20s

playground-test: ## the playground module (cmd/playground, its own module: not in the library's download): vet for the host and for js/wasm, its tests, the browser test among them
	cd cmd/playground && $(GO) vet ./... && GOOS=js GOARCH=wasm $(GO) vet . && $(GO) test -count=1 ./...

stack: ## the stack module (testdata/stack): documents through wikilink, hashtag, toc, emoji, mathjax and goldmark's extensions, every dialect and order; a short run of FuzzStacks
	cd testdata/stack && $(GO) vet ./... && $(GO) test -count=1 ./...
	cd testdata/stack && $(GO) test -run '^$$' -fuzz '^FuzzStacks$$' -fuzztime $(STACK_FUZZTIME) -parallel 1 .

fuzz-stack: ## fuzz the extension stacks of testdata/stack for $(FUZZTIME): no panic, no nested anchor, no change but the anchors
	cd testdata/stack && $(GO) test -run '^$$' -fuzz '^FuzzStacks$$' -fuzztime $(FUZZTIME) -timeout 0 $(FUZZFLAGS) .

ci: fmt-check vet staticcheck bench-vet adopter stack playground-test conformance ## what CI runs: formatting, vet, staticcheck, the adopter and stack modules, docs/conformance.md against the tests, tests with the race detector
	@if command -v chromium >/dev/null || [ -n "$$CHROMIUM" ]; then echo "browser test: runs in headless $$(command -v chromium || echo $$CHROMIUM)"; \
	else echo "browser test: Chromium is not installed, TestBrowserEquivalence and TestPlaygroundInBrowser will skip (fail under CI=true)"; fi
	CI=true $(GO) test -race -count=1 ./...

browser-test: ## check in headless Chromium that minimal and full escaping resolve alike, and that no anchor of AppendHTML shows bidi-reordered text
	$(GO) test -count=1 -v -run 'TestBrowser(Equivalence|BidiControlEndsLink)' ./unicodelinks

bench-vet: ## the separate bench/ module must keep building, its GFM differential corpus stay well-formed, its corpus loader work and its report count right
	if [ -f bench/go.mod ]; then cd bench && $(GO) vet ./... && $(GO) test -count=1 ./differential ./internal/... ./report ./render; fi

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

$(STATICCHECK):
	GOBIN=$(TOOLS) $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)

staticcheck: $(STATICCHECK)
	$(STATICCHECK) ./...

lint: fmt-check vet staticcheck ## gofmt, vet, staticcheck, tidy go.mod, verify modules
	$(GO) mod tidy -diff
	$(GO) mod verify

# CONFORMANCE_RUN: the tests that report a row of docs/conformance.md's table.
CONFORMANCE_RUN := Properties(AgainstData|Superseded)|LinkDetection|Formatting$$|FormattingSuperseded|Browser|BidiDisplayedOrder|Dialect$$|UnicodeDialect$$|CommonMark|RealWorldCorpus|SpoofHostTable|^FuzzMarkdown$$

conformance: ## print every row of docs/conformance.md's table, in its order, with the figures the tests measure; fails where the doc says otherwise (or a test skips: Chromium and the UTS #58 data are needed)
	@$(GO) test -count=1 -v -run '$(CONFORMANCE_RUN)' . ./unicodelinks ./unicodelinks/spoof ./spec 2>&1 \
		| $(GO) run ./internal/conformance -doc docs/conformance.md

tables: ## regenerate the tables in the order of unicodelinks/generate.go: tables.go from $UTS58_DATA, spoof/tables.go from $UTS39_DATA, spoof/lookalikes.go and spoof/topdomains.go from Chromium's data (the skeletons of the latter from $UTS39_DATA too), internal/dnsname's host tables (under go1.26.8 and go1.27.3)
	$(GO) generate ./unicodelinks

uts58-data: ## download the UTS #58 18.0 data (and the 17.0 conformance files) into $UTS58_DATA, for a fresh clone without ../shared
	@for v in $(UNICODE_VERSION) $(UNICODE_SUPERSEDED); do \
		if [ -f "$(UTS58_DATA)/$$v/LinkTerm.txt" ]; then echo "$(UTS58_DATA)/$$v: already there"; continue; fi; \
		tmp=$$(mktemp -d) || exit 1; \
		for f in LinkTerm.txt LinkBracket.txt LinkEmail.txt LinkDetectionTest.txt LinkFormattingTest.txt; do \
			echo "fetching $(UNICODE_PUBLIC)/$$v/linkification/$$f"; \
			curl -fsSL -o "$$tmp/$$f" "$(UNICODE_PUBLIC)/$$v/linkification/$$f" || { rm -rf "$$tmp"; echo "make uts58-data: download failed, $(UTS58_DATA)/$$v not written"; exit 1; }; \
		done; \
		chmod 755 "$$tmp" && mkdir -p "$(UTS58_DATA)" && { rmdir "$(UTS58_DATA)/$$v" 2>/dev/null; true; } && \
			mv "$$tmp" "$(UTS58_DATA)/$$v" || { rm -rf "$$tmp"; exit 1; }; \
	done

# The files are fetched into a temporary directory, which takes the place of
# $(UTS39_DATA)/18.0.0 only once all arrived: a failure leaves nothing.
uts39-data: ## download the UTS #39 18.0 data and the UCD files genspoof reads into $UTS39_DATA/18.0.0
	@set -e; tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; mkdir "$$tmp/ucd"; \
	for f in IdentifierStatus.txt IdentifierType.txt confusables.txt intentional.txt ReadMe.txt; do \
		echo "$(UTS39_URL)/$$f"; curl -fsSL -o "$$tmp/$$f" "$(UTS39_URL)/$$f"; done; \
	for f in Scripts.txt ScriptExtensions.txt PropertyValueAliases.txt DerivedCoreProperties.txt; do \
		echo "$(UCD18_URL)/$$f"; curl -fsSL -o "$$tmp/ucd/$$f" "$(UCD18_URL)/$$f"; done; \
	chmod 755 "$$tmp" "$$tmp/ucd"; mkdir -p "$(UTS39_DATA)"; rm -rf "$(UTS39_DATA)/18.0.0"; \
	cp -R "$$tmp" "$(UTS39_DATA)/18.0.0"; echo "UTS #39 18.0 data in $(UTS39_DATA)/18.0.0"

$(BENCHSTAT):
	GOBIN=$(TOOLS) $(GO) install golang.org/x/perf/cmd/benchstat@$(BENCHSTAT_VERSION)

BENCHROUNDS ?= 6
# CORPORA: a directory of real Markdown corpora (bench/README.md says which and
# how to lay them out). With it, make bench renders them too (BenchmarkCorpus)
# and counts their instructions under valgrind (bench/render -callgrind).
CORPORA       ?=
CORPORA_ABS   := $(if $(CORPORA),$(abspath $(CORPORA)))
# CALLGRINDRUNS: the rounds of instruction counts; the report takes their
# median (the Go runtime moves a count by up to 1 % from run to run).
CALLGRINDRUNS ?= 3
# LINKCORPORA: the corpora a link's cost is measured on besides CORPORA, made
# from the repository (no download): the link-dense corpus (UTS #58's link
# lines, bench/render -linkdense) and the generated e-linklist and d-cjk.
LINKCORPORA   := $(TOOLS)/linkcorpora
LINKCORPORA_CONFIGS := none,Linkify,unicodelinks-Unicode,unicodelinks-GFM,unicodelinks-MD4C
MAKE_LINKCORPORA = rm -rf $(LINKCORPORA) && mkdir -p $(LINKCORPORA)/e-linklist $(LINKCORPORA)/d-cjk && \
	cp $(CURDIR)/testdata/bench/e-linklist.md $(LINKCORPORA)/e-linklist/ && \
	cp $(CURDIR)/testdata/bench/d-cjk.md $(LINKCORPORA)/d-cjk/ && \
	$(TOOLS)/render -linkdense $(LINKCORPORA)

# The rounds are interleaved: each runs every benchmark once, so that a load
# that changes during the run touches every configuration alike (-count=6
# runs one benchmark six times in a row, then the next).
bench: $(BENCHSTAT) ## all benchmarks (-benchmem, $(BENCHROUNDS) interleaved rounds): engine, goldmark render vs Linkify, Detect vs xurls and linkify-it (with npm), the footprint, the playground's size and first render, and with CORPORA=dir the real corpora (time and instructions); writes BENCHMARKS.md and docs/bench-*.svg
	$(GO) test -c -o $(TOOLS)/engine.test ./unicodelinks
	$(GO) test -c -o $(TOOLS)/spoof.test ./unicodelinks/spoof
	cd bench && $(GO) test -c -o $(TOOLS)/bench.test .
	: > bench.txt
	$(GO) generate ./internal/corpus
	if command -v npm >/dev/null; then cd bench/linkifyit && npm ci --no-audit --no-fund; \
	else echo "make bench: no npm, so no linkify-it in the Detect chart"; fi
	for i in $$(seq $(BENCHROUNDS)); do \
		(cd unicodelinks && $(TOOLS)/engine.test -test.run '^$$' -test.bench . -test.benchmem -test.timeout 60m) >> bench.txt || exit 1; \
		(cd unicodelinks/spoof && $(TOOLS)/spoof.test -test.run '^$$' -test.bench . -test.benchmem -test.timeout 60m) >> bench.txt || exit 1; \
		(cd bench && BENCH_CORPORA="$(CORPORA_ABS)" $(TOOLS)/bench.test -test.run '^$$' -test.bench . -test.benchmem -test.timeout 60m) >> bench.txt || exit 1; \
		if [ -d bench/linkifyit/node_modules ]; then node bench/linkifyit/bench.mjs testdata/bench >> bench.txt || exit 1; fi; \
	done
	cd bench && $(GO) run ./footprint >> ../bench.txt
	if [ -n "$$CHROMIUM" ] || command -v chromium >/dev/null; then $(GO) -C cmd/playground run . measure $(BENCHROUNDS) >> bench.txt; \
	else echo "make bench: no Chromium, BENCHMARKS.md gets no playground section"; fi
	if [ -n "$(CORPORA_ABS)" ]; then cd bench && $(GO) build -o $(TOOLS)/render ./render && \
		$(TOOLS)/render -callgrind -runs $(CALLGRINDRUNS) -nodeanchor "$(CORPORA_ABS)" >> ../bench.txt && \
		$(MAKE_LINKCORPORA) && \
		$(TOOLS)/render -callgrind -nodeanchor -configs $(LINKCORPORA_CONFIGS) $(LINKCORPORA) >> ../bench.txt; fi
	cd bench && $(GO) run ./report -in ../bench.txt -benchstat $(BENCHSTAT) -out ../BENCHMARKS.md -stat benchstat.txt -corpora "$(CORPORA_ABS)"

bench-charts: ## draw the charts docs/bench-render.svg and docs/bench-detect.svg again from the committed bench/benchstat.txt, without running the benchmarks (make bench draws them from its run)
	cd bench && $(GO) run ./report -from-benchstat benchstat.txt -charts ../docs

# PLAYGROUND: where make playground writes the page (ignored by git).
PLAYGROUND    ?= .playground

playground: ## build the browser playground (Go in WebAssembly, the toolchain's wasm_exec.js) into $(PLAYGROUND)/, files to publish as they are
	$(GO) -C cmd/playground run . build $(abspath $(PLAYGROUND))

playground-serve: playground ## serve the playground on http://127.0.0.1:8044/
	$(GO) -C cmd/playground run . serve $(abspath $(PLAYGROUND))

playground-screenshot: ## the README's picture, cmd/playground/screenshot.png, in headless Chromium (needs a CJK font: Debian's fonts-wqy-microhei)
	@fc-list :lang=zh 2>/dev/null | grep -q . || echo "make playground-screenshot: no Chinese font found (fc-list :lang=zh); the picture will show boxes"
	$(GO) -C cmd/playground run . screenshot $(abspath cmd/playground/screenshot.png)

footprint: ## size, packages with init work and memory of programs that render one string: goldmark, + Linkify, + this extension, the engine
	cd bench && $(GO) run ./footprint

instructions: ## instructions of one render of each corpus of CORPORA in each configuration, under valgrind, $(CALLGRINDRUNS) rounds, and of a link's node and anchor there and on the link-dense and generated link corpora (bench/README.md)
	@[ -n "$(CORPORA_ABS)" ] || { echo "make instructions: set CORPORA to a directory of Markdown corpora (bench/README.md)"; exit 2; }
	cd bench && $(GO) build -o $(TOOLS)/render ./render && $(TOOLS)/render -callgrind -runs $(CALLGRINDRUNS) -nodeanchor "$(CORPORA_ABS)" && \
		$(MAKE_LINKCORPORA) && $(TOOLS)/render -callgrind -nodeanchor -configs $(LINKCORPORA_CONFIGS) $(LINKCORPORA)

fuzz: ## run each fuzz target for $(FUZZTIME) (FUZZFLAGS=-parallel 1 on a busy machine)
	@for pkg in $$($(GO) list ./...); do \
		for t in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
			echo "== $$pkg $$t"; $(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) -timeout 0 $(FUZZFLAGS) $$pkg || exit 1; \
		done; done

corpora: ## write the generated benchmark corpora to testdata/bench (deterministic; ignored by git, tests generate them)
	$(GO) generate ./internal/corpus

# UPDATE=1: the peer comparisons rewrite their recording from the binary
# instead of failing on a difference (review the change with git diff).
UPDATE        ?=

cmark-gfm13-diff: ## check the recorded outputs of cmark-gfm 0.29.0.gfm.13 against the binary named by $$CMARK_GFM (build it: docs/gfm-dialect.md), UPDATE=1 re-records them; CI compares with the recording
	c="$(CMARK_GFM)"; case "$$c" in */*) c="$$(cd "$$(dirname "$$c")" && pwd)/$$(basename "$$c")";; esac; \
	cd bench && CMARK_GFM="$$c" $(GO) test -count=1 -run GFM13 -v ./differential $(if $(UPDATE),-update)

cmark-gfm-diff: cmark-gfm13-diff ## the same as cmark-gfm13-diff (Debian's cmark-gfm is 0.29.0.gfm.6: see docs/gfm-dialect.md)

md4c-diff: ## check the recorded outputs of md2html of md4c 0.5.3 against the binary named by $$MD2HTML (build it: bench/differential/testdata/peers/md4c-0.5.3.txt says how), UPDATE=1 re-records them; CI compares with the recording
	MD2HTML=$(MD2HTML) $(GO) test -count=1 -run 'MD4C(Diff|Recorded)' -v ./spec $(if $(UPDATE),-update)
