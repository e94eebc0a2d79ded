# l9 — see README.md.
GO ?= go
FUZZTIME ?= 10s
# Minimizing a new input may take at most this long, so a short run spends its time fuzzing.
FUZZMINIMIZETIME ?= 5x

.PHONY: run gate test bench fuzz build vet fmt

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
	$(GO) test -race -count=1 ./...

build:
	$(GO) build -o bin/l9 ./cmd/l9

bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./...

# Short runs of every fuzz target (one package and target at a time, as go test requires).
fuzz:
	@set -e; for pkg in $$($(GO) list ./...); do \
	  for t in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
	    echo "fuzz $$pkg $$t"; $(GO) test -run='^$$' -fuzz="^$$t$$" -fuzztime=$(FUZZTIME) -fuzzminimizetime=$(FUZZMINIMIZETIME) $$pkg; \
	  done; \
	done

fmt:
	gofmt -l -w .
