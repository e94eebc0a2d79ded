# l9 — see README.md.
GO ?= go
FUZZTIME ?= 10s
# Minimizing a new input may take at most this long, so a short run spends its time fuzzing.
FUZZMINIMIZETIME ?= 5x

.PHONY: run gate test bench bench-large fuzz build vet fmt

# The main job: the current registered experiment with the committed pre-registration.
# `l9 run` exits 0 when the run was recorded (whatever the verdict); CI gates Stage 2 with `l9 run --gate`.
run: build
	./bin/l9 run

# What a CI job that gates Stage 2 calls: exit 1 unless the verdict enables it.
gate: build
	./bin/l9 run --gate

# The test command CI runs.
test:
	$(GO) vet ./...
	$(GO) test -race -count=1 -timeout 40m ./...

build:
	$(GO) build -o bin/l9 ./cmd/l9

bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./...

# Peak RSS and time of `l9 detect` on the 1M and 10M scaling inputs (issue 15;
# minutes of CPU; at 10M about 1.5 GB of input and 1.3 GB of spilled runs in
# TMPDIR, removed after).
bench-large: build
	@set -e; d=$$(mktemp -d); trap 'rm -rf "$$d"' EXIT; \
	for n in 1000000 10000000; do \
	  $(GO) run ./internal/scaling/gen -n $$n -o "$$d/in.jsonl"; \
	  /usr/bin/time -o "$$d/time" -f "%e s wall, %U s user, %S s sys, %M KB peak RSS" ./bin/l9 detect --in "$$d/in.jsonl" --out "$$d/out.jsonl" 2>/dev/null; \
	  echo "l9 detect, $$n memories: $$(cat "$$d/time"), $$(wc -l < "$$d/out.jsonl") candidates"; \
	  rm -f "$$d/in.jsonl" "$$d/out.jsonl"; \
	done

# Short runs of every fuzz target (one package and target at a time, as go test requires).
fuzz:
	@set -e; for pkg in $$($(GO) list ./...); do \
	  for t in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
	    echo "fuzz $$pkg $$t"; $(GO) test -run='^$$' -fuzz="^$$t$$" -fuzztime=$(FUZZTIME) -fuzzminimizetime=$(FUZZMINIMIZETIME) $$pkg; \
	  done; \
	done

fmt:
	gofmt -l -w .
