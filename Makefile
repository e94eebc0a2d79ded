# l9 — see README.md.
GO ?= go
FUZZTIME ?= 10s

.PHONY: run test bench fuzz build vet fmt

# The main job: the registered L9 experiment with the committed pre-registration.
# bin/l9 exits 0 when Stage 2 may be enabled, 1 when it may not (make then reports an error).
run: build
	./bin/l9 run

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
	    echo "fuzz $$pkg $$t"; $(GO) test -run='^$$' -fuzz="^$$t$$" -fuzztime=$(FUZZTIME) $$pkg; \
	  done; \
	done

fmt:
	gofmt -l -w .
