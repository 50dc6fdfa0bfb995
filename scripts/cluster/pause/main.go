// The pod sandbox process: it holds a pod's namespaces open while the pod's containers come and go,
// and exits on the signal the container runtime sends when the pod is removed. (Kubernetes' own
// pause image is pulled from a registry, which this machine cannot reach, so it is built here.)
package main

import (
	"os"
	"os/signal"
	"syscall"
)

func main() {
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, syscall.SIGINT, syscall.SIGTERM)
	<-signals
}
