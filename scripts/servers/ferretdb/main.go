// Command ferretdb starts FerretDB v1 (MongoDB wire protocol over SQLite) for local tests.
// It embeds the ferretdb package because `go install` of FerretDB's own command panics on
// its missing version file (FerretDB issue #2982).
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

// version is the FerretDB module version pinned in go.mod; printed on the ready line.
const version = "1.24.2"

func main() {
	port := flag.Int("port", 27017, "TCP port on 127.0.0.1")
	dataDir := flag.String("data-dir", "", "existing directory for the SQLite files (required)")
	verbose := flag.Bool("verbose", false, "log FerretDB's messages to stderr")
	flag.Parse()

	if err := run(*port, *dataDir, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb:", err)
		os.Exit(1)
	}
}

func run(port int, dataDir string, verbose bool) error {
	if dataDir == "" {
		return fmt.Errorf("-data-dir is required")
	}
	abs, err := filepath.Abs(dataDir)
	if err != nil {
		return err
	}
	if info, err := os.Stat(abs); err != nil || !info.IsDir() {
		return fmt.Errorf("data dir %q does not exist", abs)
	}

	// FerretDB logs every connection at info level; keep the test output quiet unless asked.
	logOut := io.Discard
	if verbose {
		logOut = os.Stderr
	}
	logger := slog.New(slog.NewTextHandler(logOut, &slog.HandlerOptions{Level: slog.LevelWarn}))

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: fmt.Sprintf("127.0.0.1:%d", port)},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
	})
	if err != nil {
		return err
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	done := make(chan error, 1)
	go func() { done <- f.Run(ctx) }()

	// The listener is bound by New, so the server accepts connections from here on.
	fmt.Printf("ferretdb %s ready %s\n", version, f.MongoDBURI())

	return <-done
}
