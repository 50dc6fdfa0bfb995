{{/*
"vampire-hunt.service": the ONE named template that renders a deployable from its entry in the
`services` map (merged over `serviceDefaults`):

  ConfigMap       non-secret env (NODE_ENV, PORT, LOG_LEVEL, KAFKA_BROKERS, PUBLIC_ORIGIN,
                  SUBGRAPH_<NAME>_URL for the gateway, services.<name>.env)
  Deployment      the service; secrets come from Secret references, never from the ConfigMap
  Service         ClusterIP (type configurable) on the service's port, named "http"
  Job             migration Job (migrations.mode=job only; see below)
  PDB / HPA       PodDisruptionBudget and HorizontalPodAutoscaler (optional)
  ServiceMonitor  Prometheus Operator scrape config (optional)

Migrations (services with database.enabled):
  mode=initContainer (default) runs `migrate.js` as an init container of every pod, so the new code
    never starts against an unmigrated schema. It behaves the same under `helm install/upgrade`,
    `helm template | kubectl apply`, Argo CD/Flux and Tilt, and needs no hook-ordered copies of the
    Secrets (a pre-install hook runs before the chart's own Secret/ConfigMap exist). migrate.js is
    idempotent and serialises concurrent runs with a database lock, so N replicas starting at once
    are safe: the first migrates, the others find nothing to do.
  mode=job renders a plain Job per service instead. Tilt uses it to show migrations as their own
    resources that the services depend on; Argo CD users can turn it into a PreSync hook and Helm
    users into a pre-upgrade hook with migrations.job.annotations.

Context: dict(root, name).
*/}}
{{- define "vampire-hunt.service" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $svc := include "vampire-hunt.serviceValues" (dict "root" $root "name" $name) | fromJson -}}
{{- $fullname := include "vampire-hunt.serviceFullname" (dict "root" $root "name" $name) -}}
{{- $ctx := dict "root" $root "name" $name "svc" $svc "fullname" $fullname -}}
{{- $component := dict "root" $root "component" $name -}}
{{- $migrate := and $svc.database.enabled $svc.migrations.enabled -}}
{{- if not (has $svc.role (list "gateway" "subgraph" "worker")) -}}
{{- fail (printf "services.%s.role must be gateway, subgraph or worker (got %q)" $name $svc.role) -}}
{{- end -}}
{{- if not (has $svc.migrations.mode (list "initContainer" "job")) -}}
{{- fail (printf "services.%s.migrations.mode must be initContainer or job (got %q)" $name $svc.migrations.mode) -}}
{{- end -}}
{{- $configData := include "vampire-hunt.service.configData" $ctx -}}
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ $fullname }}
  namespace: {{ $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $component | nindent 4 }}
  {{- include "vampire-hunt.annotations" (dict "root" $root) }}
data:
  {{- $configData | trim | nindent 2 }}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $fullname }}
  namespace: {{ $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $component | nindent 4 }}
  {{- include "vampire-hunt.annotations" (dict "root" $root) }}
spec:
  {{- if not $svc.autoscaling.enabled }}
  replicas: {{ $svc.replicaCount }}
  {{- end }}
  revisionHistoryLimit: {{ $svc.revisionHistoryLimit }}
  {{- with $svc.updateStrategy }}
  strategy:
    {{- toYaml . | nindent 4 }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "vampire-hunt.componentLabels" $component | nindent 8 }}
        {{- with $svc.podLabels }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      annotations:
        # Roll the pods when their configuration or chart-managed secrets change.
        checksum/config: {{ $configData | sha256sum }}
        checksum/secrets: {{ include "vampire-hunt.service.secretsChecksum" $ctx }}
        {{- if $root.Values.metrics.podAnnotations }}
        prometheus.io/scrape: "true"
        prometheus.io/port: {{ $svc.port | quote }}
        prometheus.io/path: /metrics
        {{- end }}
        {{- with $svc.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      {{- include "vampire-hunt.service.podCommon" $ctx | nindent 6 }}
      terminationGracePeriodSeconds: {{ $svc.terminationGracePeriodSeconds }}
      {{- if $svc.priorityClassName }}
      priorityClassName: {{ $svc.priorityClassName | quote }}
      {{- end }}
      {{- if $svc.affinity }}
      affinity:
        {{- toYaml $svc.affinity | nindent 8 }}
      {{- else if eq $svc.podAntiAffinityPreset "soft" }}
      affinity:
        podAntiAffinity:
          preferredDuringSchedulingIgnoredDuringExecution:
            - weight: 100
              podAffinityTerm:
                topologyKey: kubernetes.io/hostname
                labelSelector:
                  matchLabels:
                    {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 20 }}
      {{- else if eq $svc.podAntiAffinityPreset "hard" }}
      affinity:
        podAntiAffinity:
          requiredDuringSchedulingIgnoredDuringExecution:
            - topologyKey: kubernetes.io/hostname
              labelSelector:
                matchLabels:
                  {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 18 }}
      {{- end }}
      {{- with $svc.topologySpreadConstraints }}
      topologySpreadConstraints:
        {{- range . }}
        - {{ toYaml (merge (deepCopy .) (dict "labelSelector" (dict "matchLabels" (include "vampire-hunt.componentSelectorLabels" $component | fromYaml)))) | nindent 10 | trim }}
        {{- end }}
      {{- end }}
      {{- if and $migrate (eq $svc.migrations.mode "initContainer") }}
      initContainers:
        - {{ include "vampire-hunt.service.migrateContainer" $ctx | nindent 10 | trim }}
      {{- end }}
      containers:
        - name: {{ $name }}
          image: {{ include "vampire-hunt.image" $ctx | quote }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          {{- with $svc.command }}
          command:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          ports:
            - name: http
              containerPort: {{ $svc.port }}
              protocol: TCP
          {{- include "vampire-hunt.service.env" $ctx | nindent 10 }}
          {{- with $svc.startupProbe }}
          {{- if .enabled }}
          startupProbe:
            httpGet:
              path: /healthz
              port: http
            {{- toYaml (omit . "enabled") | nindent 12 }}
          {{- end }}
          {{- end }}
          {{- with $svc.livenessProbe }}
          {{- if .enabled }}
          livenessProbe:
            httpGet:
              path: /healthz
              port: http
            {{- toYaml (omit . "enabled") | nindent 12 }}
          {{- end }}
          {{- end }}
          {{- with $svc.readinessProbe }}
          {{- if .enabled }}
          readinessProbe:
            httpGet:
              path: /readyz
              port: http
            {{- toYaml (omit . "enabled") | nindent 12 }}
          {{- end }}
          {{- end }}
          {{- if gt (int $svc.preStopSleepSeconds) 0 }}
          lifecycle:
            preStop:
              # Keep serving while the endpoint removal propagates to kube-proxy and the ingress
              # controller; SIGTERM (graceful shutdown in the app) follows the sleep.
              exec:
                command: ["sleep", {{ $svc.preStopSleepSeconds | quote }}]
          {{- end }}
          resources:
            {{- toYaml $svc.resources | nindent 12 }}
          securityContext:
            {{- toYaml $svc.containerSecurityContext | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
            {{- with $svc.extraVolumeMounts }}
            {{- toYaml . | nindent 12 }}
            {{- end }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $fullname }}
  namespace: {{ $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $component | nindent 4 }}
  {{- include "vampire-hunt.annotations" (dict "root" $root "extra" $svc.service.annotations) }}
spec:
  type: {{ $svc.service.type }}
  {{- if and (eq $svc.service.type "LoadBalancer") $svc.service.loadBalancerClass }}
  loadBalancerClass: {{ $svc.service.loadBalancerClass }}
  {{- end }}
  ports:
    - name: http
      port: {{ $svc.port }}
      targetPort: http
      protocol: TCP
      appProtocol: http
      {{- if and (has $svc.service.type (list "NodePort" "LoadBalancer")) $svc.service.nodePort }}
      nodePort: {{ $svc.service.nodePort }}
      {{- end }}
  selector:
    {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 4 }}
{{- if and $migrate (eq $svc.migrations.mode "job") }}
{{- $jobComponent := dict "root" $root "component" (printf "%s-migrate" $name) }}
---
apiVersion: batch/v1
kind: Job
metadata:
  # Stable name: Tilt deletes and re-creates it when the image changes; with plain Helm add hook
  # annotations (migrations.job.annotations) so every upgrade runs a fresh Job.
  name: {{ printf "%s-migrate" $fullname }}
  namespace: {{ $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $jobComponent | nindent 4 }}
  {{- include "vampire-hunt.annotations" (dict "root" $root "extra" $svc.migrations.job.annotations) }}
spec:
  backoffLimit: {{ $svc.migrations.job.backoffLimit }}
  activeDeadlineSeconds: {{ $svc.migrations.job.activeDeadlineSeconds }}
  {{- if not (kindIs "invalid" $svc.migrations.job.ttlSecondsAfterFinished) }}
  ttlSecondsAfterFinished: {{ $svc.migrations.job.ttlSecondsAfterFinished }}
  {{- end }}
  template:
    metadata:
      labels:
        {{- include "vampire-hunt.componentLabels" $jobComponent | nindent 8 }}
      annotations:
        checksum/config: {{ $configData | sha256sum }}
        checksum/secrets: {{ include "vampire-hunt.service.secretsChecksum" $ctx }}
    spec:
      {{- include "vampire-hunt.service.podCommon" $ctx | nindent 6 }}
      restartPolicy: OnFailure
      {{- with $svc.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      containers:
        - {{ include "vampire-hunt.service.migrateContainer" $ctx | nindent 10 | trim }}
{{- end }}
{{- if $svc.pdb.create }}
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ $fullname }}
  namespace: {{ $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $component | nindent 4 }}
  {{- include "vampire-hunt.annotations" (dict "root" $root) }}
spec:
  {{- if not (kindIs "invalid" $svc.pdb.minAvailable) }}
  minAvailable: {{ $svc.pdb.minAvailable }}
  {{- else }}
  maxUnavailable: {{ $svc.pdb.maxUnavailable | default 1 }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 6 }}
{{- end }}
{{- if $svc.autoscaling.enabled }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ $fullname }}
  namespace: {{ $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $component | nindent 4 }}
  {{- include "vampire-hunt.annotations" (dict "root" $root) }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ $fullname }}
  minReplicas: {{ $svc.autoscaling.minReplicas }}
  maxReplicas: {{ $svc.autoscaling.maxReplicas }}
  metrics:
    {{- with $svc.autoscaling.targetCPUUtilizationPercentage }}
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ . }}
    {{- end }}
    {{- with $svc.autoscaling.targetMemoryUtilizationPercentage }}
    - type: Resource
      resource:
        name: memory
        target:
          type: Utilization
          averageUtilization: {{ . }}
    {{- end }}
  {{- with $svc.autoscaling.behavior }}
  behavior:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end }}
{{- with $root.Values.metrics.serviceMonitor }}
{{- if .enabled }}
---
apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata:
  name: {{ $fullname }}
  namespace: {{ .namespace | default $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $component | nindent 4 }}
    {{- with .labels }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
  {{- include "vampire-hunt.annotations" (dict "root" $root) }}
spec:
  jobLabel: app.kubernetes.io/component
  namespaceSelector:
    matchNames:
      - {{ $root.Release.Namespace | quote }}
  selector:
    matchLabels:
      {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 6 }}
  endpoints:
    - port: http
      path: /metrics
      interval: {{ .interval }}
      {{- with .scrapeTimeout }}
      scrapeTimeout: {{ . }}
      {{- end }}
      honorLabels: {{ .honorLabels }}
      {{- with .relabelings }}
      relabelings:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with .metricRelabelings }}
      metricRelabelings:
        {{- toYaml . | nindent 8 }}
      {{- end }}
{{- end }}
{{- end }}
{{- end -}}

{{/*
Non-secret environment of a service (ConfigMap data, sorted, values quoted).
Entries of services.<name>.env go through tpl; empty ones are left out so optional settings
(REGISTRATION_OPENS_AT) stay unset instead of being set to "".
Context: dict(root, name, svc).
*/}}
{{- define "vampire-hunt.service.configData" -}}
{{- $root := .root -}}
{{- $env := dict
  "NODE_ENV" "production"
  "PORT" (toString .svc.port)
  "LOG_LEVEL" .svc.logLevel
  "KAFKA_BROKERS" (include "vampire-hunt.kafkaBrokers" $root)
  "PUBLIC_ORIGIN" (include "vampire-hunt.publicOrigin" $root)
-}}
{{- if eq .svc.role "gateway" -}}
{{- range $other := include "vampire-hunt.enabledServices" $root | fromJsonArray -}}
{{- $otherSvc := include "vampire-hunt.serviceValues" (dict "root" $root "name" $other) | fromJson -}}
{{- if eq $otherSvc.role "subgraph" -}}
{{- $_ := set $env (printf "SUBGRAPH_%s_URL" (include "vampire-hunt.envName" $other)) (printf "%s/graphql" (include "vampire-hunt.serviceUrl" (dict "root" $root "name" $other))) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- range $key, $value := .svc.env -}}
{{- $rendered := tpl (toString $value) $root -}}
{{- if ne $rendered "" -}}
{{- $_ := set $env $key $rendered -}}
{{- else -}}
{{- $_ := unset $env $key -}}
{{- end -}}
{{- end -}}
{{- range $key := keys $env | sortAlpha }}
{{ $key }}: {{ get $env $key | quote }}
{{- end -}}
{{- end -}}

{{/*
envFrom + env of a service's containers (the service and its migration). Secrets are referenced,
never copied: GATEWAY_SHARED_SECRET and services.<name>.secretEnv from the app Secret, REDIS_URL
and DATABASE_URL from their own Secrets. Context: dict(root, name, svc, fullname).
*/}}
{{- define "vampire-hunt.service.env" -}}
{{- $root := .root -}}
{{- $appSecret := include "vampire-hunt.secretName" $root -}}
{{- $redis := include "vampire-hunt.redisSecretRef" $root | fromJson -}}
envFrom:
  - configMapRef:
      name: {{ .fullname }}
env:
  {{- range $key := include "vampire-hunt.secretKeys" .svc | fromJsonArray }}
  - name: {{ $key }}
    valueFrom:
      secretKeyRef:
        name: {{ $appSecret }}
        key: {{ $key }}
  {{- end }}
  - name: REDIS_URL
    valueFrom:
      secretKeyRef:
        name: {{ $redis.name }}
        key: {{ $redis.key }}
  {{- if .svc.database.enabled }}
  {{- $db := include "vampire-hunt.databaseSecretRef" . | fromJson }}
  - name: DATABASE_URL
    valueFrom:
      secretKeyRef:
        name: {{ $db.name }}
        key: {{ $db.key }}
  {{- end }}
  {{- with .svc.extraEnv }}
  {{- toYaml . | nindent 2 }}
  {{- end }}
{{- end -}}

{{/* The migration container (init container or Job container). Context: dict(root, name, svc, fullname). */}}
{{- define "vampire-hunt.service.migrateContainer" -}}
name: migrate
image: {{ include "vampire-hunt.image" . | quote }}
imagePullPolicy: {{ .root.Values.image.pullPolicy }}
command:
  {{- toYaml .svc.migrations.command | nindent 2 }}
{{ include "vampire-hunt.service.env" . }}
resources:
  {{- toYaml (.svc.migrations.resources | default .svc.resources) | nindent 2 }}
securityContext:
  {{- toYaml .svc.containerSecurityContext | nindent 2 }}
volumeMounts:
  - name: tmp
    mountPath: /tmp
  {{- with .svc.extraVolumeMounts }}
  {{- toYaml . | nindent 2 }}
  {{- end }}
{{- end -}}

{{/* Pod spec fields shared by the Deployment and the migration Job. Context: dict(root, name, svc, fullname). */}}
{{- define "vampire-hunt.service.podCommon" -}}
serviceAccountName: {{ include "vampire-hunt.serviceAccountName" .root }}
# The services never call the Kubernetes API.
automountServiceAccountToken: false
# No <SERVICE>_PORT style variables: they would collide with the services' own env (e.g. a
# Service named "...-kafka" injects KAFKA_PORT) and are not used.
enableServiceLinks: false
{{- include "vampire-hunt.imagePullSecrets" .root }}
securityContext:
  {{- toYaml .svc.podSecurityContext | nindent 2 }}
{{- with .svc.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .svc.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
volumes:
  # The root filesystem is read-only; /tmp is the only writable path.
  - name: tmp
    emptyDir:
      {{- with .svc.tmpVolume.medium }}
      medium: {{ . }}
      {{- end }}
      sizeLimit: {{ .svc.tmpVolume.sizeLimit }}
  {{- with .svc.extraVolumes }}
  {{- toYaml . | nindent 2 }}
  {{- end }}
{{- end -}}

{{/*
Checksum of the chart-managed Secret data a service reads, so pods roll when a secret changes.
Pre-existing Secrets are not visible at render time (use a reloader for those).
Context: dict(root, name, svc).
*/}}
{{- define "vampire-hunt.service.secretsChecksum" -}}
{{- $root := .root -}}
{{- $parts := list -}}
{{- if $root.Values.secrets.create -}}
{{- range $key := include "vampire-hunt.secretKeys" .svc | fromJsonArray -}}
{{- $parts = append $parts (printf "%s=%s" $key (get $root.Values.secrets.data $key | toString)) -}}
{{- end -}}
{{- end -}}
{{- if and (not $root.Values.externalRedis.existingSecret) $root.Values.externalRedis.url -}}
{{- $parts = append $parts (printf "REDIS_URL=%s" (tpl $root.Values.externalRedis.url $root)) -}}
{{- end -}}
{{- if and .svc.database.enabled .svc.database.url -}}
{{- $parts = append $parts (printf "DATABASE_URL=%s" (tpl .svc.database.url $root)) -}}
{{- end -}}
{{- join "\n" $parts | sha256sum -}}
{{- end -}}
