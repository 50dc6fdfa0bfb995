#!/usr/bin/env bash
# Tests the Helm chart(s) in charts/ without a cluster:
#   1. helm (v3) is found or built from the Go module proxy (pinned version, see HELM_VERSION);
#   2. `helm lint --strict` with every ci/*.yaml values file;
#   3. `helm template` with every ci/*.yaml file, for the oldest and a current Kubernetes version;
#   4. the rendered manifests are checked: each document has apiVersion/kind/metadata.name, every
#      container has probes (services), a hardened securityContext and resources, and the objects
#      reference each other consistently (Services, Secrets, ConfigMaps, subgraph URLs, ...).
#      With python3 + PyYAML the checks parse the YAML; without them, grep/awk-level checks run;
#   5. every rendered object, and every example manifest, is validated by scripts/chart-check (Go,
#      built once and cached): built-in kinds decode strictly into the Kubernetes API types,
#      custom resources validate against the CRD schemas vendored in scripts/chart-check/crds, and
#      every Secret, key, ConfigMap and database a pod names is defined by the release or by what
#      ci/prerequisites/<values file> says exists before the install (examples, out-of-band
#      Secrets); broken values must make it fail;
#   6. values the chart must refuse are refused (schema and render-time validation);
#   7. the chart packages.
# Needs bash, go (for helm and chart-check), node (reads package.json) and coreutils/awk. Installs nothing else.
#
#   scripts/charts-test.sh                    # all charts in charts/
#   HELM=/path/to/helm scripts/charts-test.sh # use a given helm binary
#   CHARTS_TEST_FORCE_GREP=1 ...              # use the grep-level checks even if PyYAML exists
#   CHARTS_TEST_KEEP=1 ...                    # keep the rendered manifests (path is printed)
set -euo pipefail

# Latest Helm 3 release on the Go module proxy when this was written (go list -m -versions helm.sh/helm/v3).
HELM_VERSION=v3.22.0
# Kubernetes versions the templates are rendered for: the chart's minimum (Chart.yaml kubeVersion)
# and a current one.
KUBE_VERSIONS=(1.25.0 1.34.0)

cd "$(dirname "$0")/.."
REPO_ROOT=$(pwd)

if [ -t 1 ]; then RED=$'\e[31m'; GREEN=$'\e[32m'; BOLD=$'\e[1m'; RESET=$'\e[0m'; else RED=; GREEN=; BOLD=; RESET=; fi
log() { printf '%s\n' "$*"; }
FAILURES=()
RESULTS=()
pass() { RESULTS+=("${GREEN}PASS${RESET} $*"); }
failed() { RESULTS+=("${RED}FAIL${RESET} $*"); FAILURES+=("$*"); }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/charts-test.XXXXXX")
cleanup() {
  if [ "${CHARTS_TEST_KEEP:-}" = 1 ] || [ ${#FAILURES[@]} -gt 0 ]; then
    log "rendered manifests kept in $WORK"
  else
    rm -rf "$WORK"
  fi
}
trap cleanup EXIT

# --- 1. helm ------------------------------------------------------------------------------------
is_helm3() { "$1" version --short 2>/dev/null | grep -q '^v3\.'; }

find_helm() {
  if [ -n "${HELM:-}" ]; then
    is_helm3 "$HELM" || { log "HELM=$HELM is not a Helm 3 binary"; exit 2; }
    return
  fi
  if command -v helm >/dev/null 2>&1 && is_helm3 "$(command -v helm)"; then
    HELM=$(command -v helm)
    return
  fi
  if ! command -v go >/dev/null 2>&1; then
    log "helm 3 is not installed and go is missing to build it (apt-get install golang, or install helm)"
    exit 2
  fi
  local gobin
  gobin=$(go env GOBIN)
  [ -n "$gobin" ] || gobin="$(go env GOPATH)/bin"
  if [ -x "$gobin/helm" ] && "$gobin/helm" version --short 2>/dev/null | grep -q "^${HELM_VERSION}"; then
    HELM="$gobin/helm"
    return
  fi
  # The -X flags are what Helm's Makefile sets: without them `helm version` reports no patch
  # version and the default Kubernetes version for templates is 1.20 (client-go 0.37 -> 1.37).
  local pkg=helm.sh/helm/v3
  local ldflags="-s -w -X $pkg/internal/version.version=$HELM_VERSION"
  ldflags+=" -X $pkg/pkg/lint/rules.k8sVersionMajor=1 -X $pkg/pkg/lint/rules.k8sVersionMinor=37"
  ldflags+=" -X $pkg/pkg/chartutil.k8sVersionMajor=1 -X $pkg/pkg/chartutil.k8sVersionMinor=37"
  log "${BOLD}building helm $HELM_VERSION with go install (first time: a few minutes)${RESET}"
  local start=$SECONDS
  CGO_ENABLED=0 go install -trimpath -ldflags "$ldflags" "$pkg/cmd/helm@$HELM_VERSION"
  log "go install took $((SECONDS - start))s"
  HELM="$gobin/helm"
}
find_helm
log "using $HELM ($("$HELM" version --short))"

# --- 1b. chart-check ------------------------------------------------------------------------------
# Built from scripts/chart-check (its go.mod/go.sum pin k8s.io/api, apimachinery, client-go and
# apiextensions-apiserver) into the user cache, keyed by a hash of its sources: the first build
# takes a few minutes, later runs reuse the binary.
find_chart_check() {
  local src=scripts/chart-check hash cache
  hash=$(cat "$src"/go.mod "$src"/go.sum "$src"/*.go | sha256sum | cut -c1-16)
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/vampire-hunt"
  CHART_CHECK="$cache/chart-check-$hash"
  [ -x "$CHART_CHECK" ] && return
  command -v go >/dev/null 2>&1 || { log "go is missing to build scripts/chart-check"; exit 2; }
  log "${BOLD}building scripts/chart-check with go build (first time: a few minutes)${RESET}"
  local start=$SECONDS
  mkdir -p "$cache"
  rm -f "$cache"/chart-check-*
  (cd "$src" && CGO_ENABLED=0 go build -trimpath -o "$CHART_CHECK.tmp" .) && mv "$CHART_CHECK.tmp" "$CHART_CHECK"
  log "go build took $((SECONDS - start))s"
}
find_chart_check
CRDS=scripts/chart-check/crds
# -database <service>=<database> for every service whose package.json names its database.
DATABASE_FLAGS=()
for manifest in services/*/package.json; do
  db=$(node -p "(require('./$manifest').vampireHunt || {}).database || ''")
  [ -z "$db" ] || DATABASE_FLAGS+=(-database "$(basename "$(dirname "$manifest")")=$db")
done

# chart-check of rendered manifests; $1 the values file (its prerequisites file is looked up), rest: paths.
chart_check() {
  local values=$1 prerequisites=(); shift
  local file
  file="$(dirname "$values")/prerequisites/$(basename "$values")"
  [ -n "$values" ] && [ -f "$file" ] && prerequisites=(-prerequisites "$file")
  "$CHART_CHECK" -crds "$CRDS" ${prerequisites[@]+"${prerequisites[@]}"} "${DATABASE_FLAGS[@]}" "$@"
}

# --- checks of rendered manifests -----------------------------------------------------------------
# Python + PyYAML: full parse. Prints one line per problem, exits 1 if any.
check_with_python() {
  python3 - "$1" <<'PY'
import os, re, sys
import yaml

root = sys.argv[1]
problems, docs = [], []
for dirpath, _, files in os.walk(root):
    for f in sorted(files):
        if not f.endswith(('.yaml', '.yml')):
            continue
        path = os.path.join(dirpath, f)
        try:
            for i, d in enumerate(yaml.safe_load_all(open(path))):
                if d is None:
                    continue
                where = '%s#%d' % (os.path.relpath(path, root), i)
                if not isinstance(d, dict):
                    problems.append('%s: not a mapping' % where); continue
                for key in ('apiVersion', 'kind'):
                    if not d.get(key):
                        problems.append('%s: missing %s' % (where, key))
                if not (d.get('metadata') or {}).get('name'):
                    problems.append('%s: missing metadata.name' % where)
                d['_where'] = where
                docs.append(d)
        except yaml.YAMLError as e:
            problems.append('%s: invalid YAML: %s' % (path, e))

def by_kind(kind):
    return [d for d in docs if d.get('kind') == kind]

def name(d):
    return d['metadata']['name']

seen = {}
for d in docs:
    key = (d.get('kind'), d['metadata'].get('namespace'), d['metadata'].get('name'))
    if key in seen and 'helm.sh/hook' not in (d['metadata'].get('annotations') or {}):
        problems.append('%s: duplicate %s/%s' % (d['_where'], key[0], key[2]))
    seen[key] = d

def pod_spec(d):
    k = d.get('kind')
    if k in ('Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job'):
        return d['spec']['template']['spec'], d['spec']['template']['metadata'].get('labels') or {}
    if k == 'CronJob':
        t = d['spec']['jobTemplate']['spec']['template']
        return t['spec'], t['metadata'].get('labels') or {}
    if k == 'Pod':
        return d['spec'], d['metadata'].get('labels') or {}
    return None, None

configmaps = {name(d): d for d in by_kind('ConfigMap')}
secrets = {name(d): d for d in by_kind('Secret')}
external_secrets = set()
workloads = []
for d in docs:
    spec, labels = pod_spec(d)
    if spec is None:
        continue
    workloads.append((d, spec, labels))
    w = '%s %s' % (d['kind'], name(d))
    psc = spec.get('securityContext') or {}
    if spec.get('automountServiceAccountToken') is not False:
        problems.append('%s: automountServiceAccountToken is not false' % w)
    volumes = {v['name']: v for v in spec.get('volumes') or []}
    containers = [('container', c) for c in spec.get('containers') or []] + \
                 [('initContainer', c) for c in spec.get('initContainers') or []]
    if not spec.get('containers'):
        problems.append('%s: no containers' % w)
    for role, c in containers:
        cw = '%s %s %s' % (w, role, c.get('name'))
        sc = c.get('securityContext')
        if not sc:
            problems.append('%s: no securityContext' % cw); continue
        if not (sc.get('runAsNonRoot') is True or (psc.get('runAsNonRoot') is True and 'runAsNonRoot' not in sc)):
            problems.append('%s: runAsNonRoot is not true' % cw)
        if sc.get('readOnlyRootFilesystem') is not True:
            problems.append('%s: readOnlyRootFilesystem is not true' % cw)
        if sc.get('allowPrivilegeEscalation') is not False:
            problems.append('%s: allowPrivilegeEscalation is not false' % cw)
        if sc.get('privileged'):
            problems.append('%s: privileged' % cw)
        if 'ALL' not in ((sc.get('capabilities') or {}).get('drop') or []):
            problems.append('%s: capabilities.drop lacks ALL' % cw)
        seccomp = (sc.get('seccompProfile') or psc.get('seccompProfile') or {}).get('type')
        if seccomp not in ('RuntimeDefault', 'Localhost'):
            problems.append('%s: no RuntimeDefault seccomp profile' % cw)
        res = c.get('resources') or {}
        if not res.get('requests') or not (res.get('limits') or {}).get('memory'):
            problems.append('%s: resources need requests and a memory limit' % cw)
        image = c.get('image') or ''
        if not image or image.endswith(':latest') or not re.search(r'(:[\w][\w.-]*|@sha256:[0-9a-f]{64})$', image):
            problems.append('%s: image %r is not pinned to a tag or digest' % (cw, image))
        mounts = {m['mountPath']: m['name'] for m in c.get('volumeMounts') or []}
        if '/tmp' not in mounts or 'emptyDir' not in volumes.get(mounts['/tmp'], {}):
            problems.append('%s: no emptyDir at /tmp (read-only root filesystem)' % cw)
        if d['kind'] == 'Deployment' and role == 'container':
            for probe, path in (('livenessProbe', '/healthz'), ('readinessProbe', '/readyz')):
                p = c.get(probe)
                if not p:
                    problems.append('%s: no %s' % (cw, probe))
                elif (p.get('httpGet') or {}).get('path') != path:
                    problems.append('%s: %s does not GET %s' % (cw, probe, path))
        for src in c.get('envFrom') or []:
            ref = (src.get('configMapRef') or {}).get('name')
            if ref and ref not in configmaps:
                problems.append('%s: envFrom ConfigMap %s is not rendered' % (cw, ref))
        for e in c.get('env') or []:
            ref = (e.get('valueFrom') or {}).get('secretKeyRef')
            if not ref:
                continue
            if ref['name'] in secrets:
                data = dict(secrets[ref['name']].get('data') or {}, **(secrets[ref['name']].get('stringData') or {}))
                if ref['key'] not in data:
                    problems.append('%s: env %s: Secret %s has no key %s' % (cw, e['name'], ref['name'], ref['key']))
            else:
                external_secrets.add('%s[%s]' % (ref['name'], ref['key']))

def selects(selector, labels):
    return bool(selector) and all(labels.get(k) == v for k, v in selector.items())

deployments = {name(d): (d, spec, labels) for d, spec, labels in workloads if d['kind'] == 'Deployment'}
services = {name(d): d for d in by_kind('Service')}
for s in services.values():
    targets = [(d, spec) for d, spec, labels in deployments.values() if selects(s['spec'].get('selector'), labels)]
    if not targets:
        problems.append('Service %s selects no Deployment' % name(s)); continue
    ports = {p.get('name') for _, spec in targets for c in spec['containers'] for p in c.get('ports') or []}
    for p in s['spec'].get('ports') or []:
        if isinstance(p.get('targetPort'), str) and p['targetPort'] not in ports:
            problems.append('Service %s: targetPort %s is no container port' % (name(s), p['targetPort']))
for dname in deployments:
    if not any(selects(s['spec'].get('selector'), deployments[dname][2]) for s in services.values()):
        problems.append('Deployment %s has no Service' % dname)
for kind in ('PodDisruptionBudget', 'ServiceMonitor'):
    for d in by_kind(kind):
        sel = (d['spec'].get('selector') or {}).get('matchLabels')
        pool = deployments.values() if kind == 'PodDisruptionBudget' else [(s, None, s['metadata']['labels']) for s in services.values()]
        if not any(selects(sel, labels) for _, _, labels in pool):
            problems.append('%s %s selects nothing' % (kind, name(d)))
for d in by_kind('HorizontalPodAutoscaler'):
    if d['spec']['scaleTargetRef']['name'] not in deployments:
        problems.append('HorizontalPodAutoscaler %s targets a missing Deployment' % name(d))
for d in by_kind('Ingress'):
    for rule in d['spec'].get('rules') or []:
        for p in rule['http']['paths']:
            svc = p['backend']['service']
            if svc['name'] not in services:
                problems.append('Ingress %s: backend Service %s is not rendered' % (name(d), svc['name']))
            elif svc['port'].get('name') not in {x.get('name') for x in services[svc['name']]['spec']['ports']}:
                problems.append('Ingress %s: Service %s has no port %s' % (name(d), svc['name'], svc['port']))
# In-cluster URLs in configuration must point at a rendered Service and its port.
for cm in configmaps.values():
    for key, value in (cm.get('data') or {}).items():
        m = re.match(r'^https?://([a-z0-9-]+):(\d+)(/.*)?$', str(value))
        if key.endswith('_URL') and m:
            host, port = m.group(1), int(m.group(2))
            if host not in services:
                problems.append('ConfigMap %s: %s points at %s, which is not a rendered Service' % (name(cm), key, host))
            elif port not in [p['port'] for p in services[host]['spec']['ports']]:
                problems.append('ConfigMap %s: %s uses port %d, Service %s has %s' % (name(cm), key, port, host, [p['port'] for p in services[host]['spec']['ports']]))
for p in problems:
    print('  - ' + p)
kinds = {}
for d in docs:
    kinds[d['kind']] = kinds.get(d['kind'], 0) + 1
print('  %d documents (%s); %d pod templates checked' % (len(docs), ', '.join('%s %d' % kv for kv in sorted(kinds.items())), len(workloads)))
if external_secrets:
    print('  Secrets expected to exist before install: ' + ', '.join(sorted(external_secrets)))
sys.exit(1 if problems else 0)
PY
}

# grep/awk level: split into documents, then count per workload document.
check_with_grep() {
  local dir=$1 bad=0 ndocs=0 nwork=0 f
  while IFS= read -r f; do
    # One output block per document: "DOC <kind> <name> <apiVersion?>" then counters.
    if ! awk -v file="$f" '
      function flush() {
        if (!started) return
        if (kind == "" || api == 0 || name == "") { printf "  - %s: document %d lacks apiVersion/kind/metadata.name\n", file, doc; bad = 1 }
        if (kind ~ /^(Deployment|StatefulSet|DaemonSet|Job|CronJob|Pod)$/) {
          work++
          total = images
          if (total == 0) { printf "  - %s %s: no container image\n", kind, name; bad = 1 }
          if (ro < total)   { printf "  - %s %s: %d of %d containers lack readOnlyRootFilesystem: true\n", kind, name, total - ro, total; bad = 1 }
          if (ape < total)  { printf "  - %s %s: %d of %d containers lack allowPrivilegeEscalation: false\n", kind, name, total - ape, total; bad = 1 }
          if (drop < total) { printf "  - %s %s: %d of %d containers do not drop ALL capabilities\n", kind, name, total - drop, total; bad = 1 }
          if (nonroot < 1)  { printf "  - %s %s: no runAsNonRoot: true\n", kind, name; bad = 1 }
          if (seccomp < 1)  { printf "  - %s %s: no RuntimeDefault seccomp profile\n", kind, name; bad = 1 }
          if (res < total)  { printf "  - %s %s: %d of %d containers lack resources\n", kind, name, total - res, total; bad = 1 }
          if (kind == "Deployment" && (live < main || ready < main)) { printf "  - %s %s: %d containers but %d liveness / %d readiness probes\n", kind, name, main, live, ready; bad = 1 }
        }
        docs++
      }
      function reset() { started = 0; kind = ""; name = ""; api = 0; inmeta = 0; section = "";
        images = 0; main = 0; ro = 0; ape = 0; drop = 0; nonroot = 0; seccomp = 0; res = 0; live = 0; ready = 0 }
      BEGIN { reset(); doc = 0 }
      /^---/ { flush(); reset(); doc++; next }
      /^#/ || /^[[:space:]]*$/ { next }
      { started = 1 }
      /^apiVersion:/ { api = 1 }
      /^kind:/ { kind = $2 }
      /^metadata:/ { inmeta = 1; next }
      /^[^ ]/ { inmeta = 0 }
      inmeta && /^  name:/ && name == "" { name = $2 }
      /^ *initContainers:/ { section = "init" }
      /^ *containers:/ { section = "main" }
      /^ *(- )?image: / { images++; if (section == "main") main++ }
      /readOnlyRootFilesystem: true/ { ro++ }
      /allowPrivilegeEscalation: false/ { ape++ }
      /^ *- ALL$/ { drop++ }
      /runAsNonRoot: true/ { nonroot++ }
      /type: RuntimeDefault/ { seccomp++ }
      /^ *resources:/ { res++ }
      /^ *livenessProbe:/ { live++ }
      /^ *readinessProbe:/ { ready++ }
      END { flush(); printf "%d %d\n", docs, work > "/dev/stderr"; exit bad }
    ' "$f" 2>"$WORK/counts"; then
      bad=1
    fi
    read -r d w <"$WORK/counts"
    ndocs=$((ndocs + d)); nwork=$((nwork + w))
  done < <(find "$dir" -type f -name '*.yaml' | sort)
  log "  $ndocs documents; $nwork pod templates checked (grep-level)"
  return $bad
}

CHECKER=grep
if [ "${CHARTS_TEST_FORCE_GREP:-}" != 1 ] && command -v python3 >/dev/null 2>&1 && python3 -c 'import yaml' 2>/dev/null; then
  CHECKER=python
fi
log "manifest checks: $CHECKER$([ $CHECKER = grep ] && echo ' (python3 with PyYAML not available)')"

# --- 2-6 per chart --------------------------------------------------------------------------------
for chart in charts/*/; do
  chart=${chart%/}
  chart_name=$(basename "$chart")
  log ""
  log "${BOLD}== $chart${RESET}"
  shopt -s nullglob
  values_files=("$chart"/ci/*.yaml)
  shopt -u nullglob
  [ ${#values_files[@]} -gt 0 ] || values_files=("")

  for values in "${values_files[@]}"; do
    label=${values:-"(chart defaults)"}
    args=()
    [ -n "$values" ] && args=(-f "$values")

    if out=$("$HELM" lint --strict "$chart" ${args[@]+"${args[@]}"} 2>&1); then
      pass "lint      $label"
    else
      failed "lint      $label"; printf '%s\n' "$out" | sed 's/^/    /'
    fi

    for kube in "${KUBE_VERSIONS[@]}"; do
      outdir="$WORK/$chart_name/$(basename "${values:-defaults}" .yaml)-k8s$kube"
      mkdir -p "$outdir"
      if ! out=$("$HELM" template "$chart_name" "$chart" ${args[@]+"${args[@]}"} --namespace "$chart_name" \
          --kube-version "$kube" --output-dir "$outdir" 2>&1); then
        failed "template  $label (k8s $kube)"; printf '%s\n' "$out" | sed 's/^/    /'
        continue
      fi
      log "checks for $label (k8s $kube):"
      if check_with_$CHECKER "$outdir"; then
        pass "template  $label (k8s $kube): manifests valid"
      else
        failed "template  $label (k8s $kube): manifest checks"
      fi
      if chart_check "$values" "$outdir"; then
        pass "api types $label (k8s $kube): objects, Secrets and databases defined"
      else
        failed "api types $label (k8s $kube): chart-check"
      fi
    done
  done

  # Example manifests (the upstream charts' values files, *-values.yaml, are not Kubernetes objects).
  for example in "$chart"/examples/*.yaml; do
    case "$example" in *-values.yaml) continue ;; esac
    if out=$(chart_check "" "$example" 2>&1); then
      pass "api types $example"
    else
      failed "api types $example"; printf '%s\n' "$out"
    fi
  done

  # Values the chart must refuse (schema or render-time validation), with the reason expected.
  if [ "$chart_name" = vampire-hunt ]; then
    refuse() {
      local why=$1 expect=$2; shift 2
      if out=$("$HELM" template "$chart_name" "$chart" "$@" 2>&1); then
        failed "refuses   $why: rendered anyway"
      elif printf '%s' "$out" | grep -q -- "$expect"; then
        pass "refuses   $why"
      else
        failed "refuses   $why: unexpected error"; printf '%s\n' "$out" | sed 's/^/    /'
      fi
    }
    refuse "a writable root filesystem" "readOnlyRootFilesystem" \
      --set serviceDefaults.containerSecurityContext.readOnlyRootFilesystem=false
    refuse "root containers" "runAsNonRoot" --set services.identity.podSecurityContext.runAsNonRoot=false
    refuse "a misspelt service setting" "additional properties" --set services.identity.replicas=2
    refuse "a service without a port" "port" --set services.worker.enabled=true
    refuse "an unknown migration mode" "mode" --set serviceDefaults.migrations.mode=hook
    refuse "no gateway" "role \"gateway\"" --set services.gateway.enabled=false
    refuse "two gateways" "role \"gateway\"" --set services.identity.role=gateway
    refuse "secrets.create without the secrets" "secrets.data lacks" --set secrets.create=true
    refuse "a pre-install migration hook reading chart-made Secrets" "pre-install migration hook" \
      --set serviceDefaults.migrations.mode=job --set externalRedis.url=redis://valkey:6379/0 \
      --set-string 'serviceDefaults.migrations.job.annotations.helm\.sh/hook=pre-install'
    refuse "an ingress without a host" "ingress.hostname" --set ingress.enabled=true --set ingress.hostname=
    refuse "an ingress host routed to a disabled service" "not an enabled entry" --set ingress.enabled=true \
      --set 'ingress.extraHosts[0].name=pay.example.com' --set 'ingress.extraHosts[0].service=payment-sandbox'
    refuse "a payment sandbox with two replicas" "replicaCount" --set services.payment-sandbox.replicaCount=2
    refuse "an unknown Kafka SASL mechanism" "externalKafka/sasl/mechanism" --set externalKafka.sasl.mechanism=gssapi
    refuse "a Kafka SASL login without its password Secret" "sasl.existingSecret" \
      --set externalKafka.sasl.mechanism=scram-sha-256 --set externalKafka.sasl.username=game
    refuse "a Kafka CA without TLS" "tls.enabled is false" --set externalKafka.tls.ca.existingSecret=kafka-ca

    # Values the schema lets through but the cluster would not take: chart-check must fail on them
    # (rendered with ci/default-values.yaml and its prerequisites).
    check_fails() {
      local why=$1 expect=$2 outdir="$WORK/broken"; shift 2
      rm -rf "$outdir"
      if ! out=$("$HELM" template "$chart_name" "$chart" -f "$chart/ci/default-values.yaml" "$@" \
          --namespace "$chart_name" --output-dir "$outdir" 2>&1); then
        failed "catches   $why: did not render"; printf '%s\n' "$out" | sed 's/^/    /'
      elif out=$(chart_check "$chart/ci/default-values.yaml" "$outdir" 2>&1); then
        failed "catches   $why: chart-check passed"
      elif grep -q -- "$expect" <<<"$out"; then
        pass "catches   $why"
      else
        failed "catches   $why: unexpected problem"; printf '%s\n' "$out" | sed 's/^/    /'
      fi
    }
    check_fails "an unknown field of a built-in type" 'unknown field ".*valueFrm"' \
      --set-json 'services.identity.extraEnv=[{"name":"X","valueFrm":{"fieldRef":{"fieldPath":"metadata.name"}}}]'
    check_fails "a wrong type in a built-in type" "tolerationSeconds" \
      --set-json 'services.identity.tolerations=[{"key":"spot","operator":"Exists","tolerationSeconds":"soon"}]'
    check_fails "a custom resource its CRD rejects" "relabelings\[0\].action" \
      --set metrics.serviceMonitor.enabled=true --set-json 'metrics.serviceMonitor.relabelings=[{"action":"explode"}]'
    check_fails "a database Secret nobody defines" 'Secret "nobody-made-this" is defined by neither' \
      --set services.game.database.existingSecret=nobody-made-this
    check_fails "an app Secret key nobody defines" 'has no key "NOT_IN_THE_SECRET"' \
      --set 'services.identity.secretEnv={JWT_PRIVATE_KEY,NOT_IN_THE_SECRET}'
    check_fails "another service's database" 'connects to database "identity"' \
      --set services.game.database.existingSecret=vampire-hunt-identity-db-app
  fi

  if out=$("$HELM" package "$chart" --destination "$WORK/packages" 2>&1); then
    pass "package   $chart ($(basename "$(printf '%s' "$out" | awk '{print $NF}')"))"
  else
    failed "package   $chart"; printf '%s\n' "$out" | sed 's/^/    /'
  fi
done

# --- summary --------------------------------------------------------------------------------------
log ""
log "${BOLD}Summary${RESET} (helm $("$HELM" version --short), checks: $CHECKER + chart-check)"
printf '  %s\n' "${RESULTS[@]}"
if [ ${#FAILURES[@]} -gt 0 ]; then
  log "${RED}${#FAILURES[@]} of ${#RESULTS[@]} checks failed${RESET}"
  exit 1
fi
log "${GREEN}all ${#RESULTS[@]} checks passed${RESET}"
