package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"l9/internal/httpapi"
	"l9/internal/service"
	"l9/store"
)

const serveUsage = `l9 serve [--addr 127.0.0.1:7070] [--db PATH] [--token-file F] [--allow-apply] [--max-body BYTES] [--read-timeout D] [--write-timeout D] [--idle-timeout D] [--shutdown-timeout D] [--max-inflight N] [--queue-timeout D] [--actor NAME]`

// serveMinToken is the shortest bearer token accepted.
const serveMinToken = 16

// cmdServe runs the versioned JSON API until the context ends (SIGINT or
// SIGTERM, wired in main), then shuts down gracefully: the listener closes
// at once and in-flight requests finish (up to --shutdown-timeout).
func cmdServe(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 serve", stderr, serveUsage)
	f := stAddFlags(fs)
	addr := fs.String("addr", "127.0.0.1:7070", "listen address; anything but loopback requires --token-file")
	tokenFile := fs.String("token-file", "", "file holding the bearer token every request must carry (at least 16 bytes; not readable by group or others)")
	allowApply := fs.Bool("allow-apply", false, "enable POST /v1/apply (it still needs the diff_sha256 of this server's proposal and confirm: true); Stage 2 is never exposed")
	maxBody := fs.Int64("max-body", httpapi.DefaultMaxBody, "request body cap in bytes (413 beyond it)")
	readTimeout := fs.Duration("read-timeout", 30*time.Second, "time to read a whole request, body included")
	writeTimeout := fs.Duration("write-timeout", 60*time.Second, "time to handle a request and write the response")
	idleTimeout := fs.Duration("idle-timeout", 120*time.Second, "how long an idle keep-alive connection stays open")
	shutdownTimeout := fs.Duration("shutdown-timeout", 30*time.Second, "on SIGTERM, how long in-flight requests may take to finish")
	maxInFlight := fs.Int("max-inflight", 0, "requests handled at once (default 2 × GOMAXPROCS); more wait up to --queue-timeout, then 503 BUSY")
	queueTimeout := fs.Duration("queue-timeout", 10*time.Second, "how long a request waits for a slot")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) != 0 {
		return usageErrorf("usage: %s", serveUsage)
	}
	if *maxInFlight < 0 {
		return usageErrorf("--max-inflight %d: want 0 (default) or more", *maxInFlight)
	}
	for name, d := range map[string]time.Duration{"read-timeout": *readTimeout, "write-timeout": *writeTimeout, "idle-timeout": *idleTimeout, "shutdown-timeout": *shutdownTimeout, "queue-timeout": *queueTimeout} {
		if d <= 0 {
			return usageErrorf("--%s %v: want a positive duration", name, d)
		}
	}
	if *maxBody <= 0 {
		return usageErrorf("--max-body %d: want a positive number of bytes", *maxBody)
	}
	loop, err := serveLoopback(*addr)
	if err != nil {
		return usageErrorf("--addr %q: %v", *addr, err)
	}
	token := ""
	if *tokenFile != "" {
		if token, err = serveReadToken(*tokenFile); err != nil {
			return usageErrorf("--token-file: %v", err)
		}
	} else if !loop {
		return usageErrorf("--addr %s is not a loopback address: a server reachable from other machines requires --token-file (bearer authentication)", *addr)
	}

	sp, err := stNewStage1()
	if err != nil {
		return err
	}
	p := sp.p
	var svc *service.Service
	storeNote := "no store: the store routes answer 503"
	s, err := f.open(ctx, false)
	var ns *store.NoStoreError
	switch {
	case err == nil:
		defer s.Close()
		svc = &service.Service{Store: s, P: p, AllowApply: *allowApply, Actor: f.actor, TimelineFunc: stServiceTimeline(s, sp)}
		storeNote = "store " + f.db
	case errors.As(err, &ns) && !serveFlagSet(fs, "db") && os.Getenv("L9_DB") == "":
		// The default store is optional: the pipeline routes work without it.
	default:
		return err
	}
	api, err := httpapi.New(httpapi.Config{Service: svc, Proposer: p, Token: token, MaxBody: *maxBody, Version: mcpVersion(),
		MaxInFlight: *maxInFlight, QueueTimeout: *queueTimeout})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return usageErrorf("listen %s: %v", *addr, err)
	}
	srv := &http.Server{
		Handler:           api,
		ReadHeaderTimeout: min(*readTimeout, 10*time.Second),
		ReadTimeout:       *readTimeout,
		WriteTimeout:      *writeTimeout,
		IdleTimeout:       *idleTimeout,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          log.New(stderr, "l9 serve: ", 0),
	}
	auth := "no auth (loopback)"
	if token != "" {
		auth = "bearer token required"
	}
	apply := "apply disabled"
	if svc != nil && *allowApply {
		apply = "apply enabled (--allow-apply)"
	}
	fmt.Fprintf(stderr, "l9 serve: listening on http://%s (%s; %s; %s; body cap %d bytes)\n", ln.Addr(), storeNote, auth, apply, *maxBody)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("l9 serve: %w", err)
	case <-ctx.Done():
	}
	fmt.Fprintf(stderr, "l9 serve: shutting down: no new connections, finishing in-flight requests (up to %v)\n", *shutdownTimeout)
	sctx, cancel := context.WithTimeout(context.Background(), *shutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		srv.Close()
		return fmt.Errorf("l9 serve: shutdown: %w (connections closed)", err)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("l9 serve: %w", err)
	}
	fmt.Fprintln(stderr, "l9 serve: stopped")
	return nil
}

func serveFlagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// serveLoopback reports whether addr binds only loopback interfaces: a
// loopback IP or "localhost". An empty host (all interfaces) is not.
func serveLoopback(addr string) (bool, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return false, err
	}
	if port == "" {
		return false, errors.New("no port")
	}
	if strings.EqualFold(host, "localhost") {
		return true, nil
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback(), nil
}

// serveReadToken reads a bearer token file: trimmed, at least serveMinToken
// bytes, one line, and not readable by group or others.
func serveReadToken(path string) (string, error) {
	st, err := os.Stat(path)
	if err != nil {
		return "", err
	}
	if st.Mode().Perm()&0o077 != 0 {
		return "", fmt.Errorf("%s is readable or writable by group or others (mode %v): chmod 600 it", path, st.Mode().Perm())
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	tok := strings.TrimSpace(string(b))
	switch {
	case len(tok) < serveMinToken:
		return "", fmt.Errorf("%s: token shorter than %d bytes", path, serveMinToken)
	case strings.ContainsAny(tok, " \t\r\n"):
		return "", fmt.Errorf("%s: token contains white space (one token, one line)", path)
	}
	return tok, nil
}
