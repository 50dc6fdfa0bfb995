{{/*
Helpers of the vampire-hunt chart.

Every deployable (the gateway and each subgraph service) is an entry of the `services` map in
values.yaml, merged over `serviceDefaults` and rendered by the ONE named template
"vampire-hunt.service" (second half of this file), which templates/services.yaml calls for every
enabled entry. Adding a service is a values-only change.
*/}}

{{/* Chart name, overridable with nameOverride. */}}
{{- define "vampire-hunt.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/*
Fully qualified release name. A release whose name already contains the chart name is used as is,
so `helm install vampire-hunt ...` gives objects such as `vampire-hunt-identity`.
Truncated to 40 characters so "<fullname>-<service>-migrate" stays a valid 63 character name.
*/}}
{{- define "vampire-hunt.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Chart label value: name-version. */}}
{{- define "vampire-hunt.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels every object carries. Context: root. */}}
{{- define "vampire-hunt.labels" -}}
helm.sh/chart: {{ include "vampire-hunt.chart" . }}
{{ include "vampire-hunt.selectorLabels" . }}
app.kubernetes.io/version: {{ .Values.image.tag | default .Chart.AppVersion | trunc 63 | trimSuffix "-" | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: vampire-hunt
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Immutable selector labels (never add commonLabels here). Context: root. */}}
{{- define "vampire-hunt.selectorLabels" -}}
app.kubernetes.io/name: {{ include "vampire-hunt.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/* Labels of one component. Context: dict(root, component). */}}
{{- define "vampire-hunt.componentLabels" -}}
{{ include "vampire-hunt.labels" .root }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/* Selector labels of one component. Context: dict(root, component). */}}
{{- define "vampire-hunt.componentSelectorLabels" -}}
{{ include "vampire-hunt.selectorLabels" .root }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/*
metadata.annotations (commonAnnotations merged with extra ones, extra wins), emitted with a leading
newline at metadata indentation, or nothing. Use as `{{- include "vampire-hunt.annotations" ... }}`
right under `labels:`. Context: dict(root, extra).
*/}}
{{- define "vampire-hunt.annotations" -}}
{{- $all := merge (deepCopy (.extra | default dict)) (.root.Values.commonAnnotations | default dict) -}}
{{- with $all }}
  annotations:
    {{- toYaml . | nindent 4 }}
{{- end }}
{{- end -}}

{{/*
Deep merge of two value maps where the override wins, including for false, 0 and "".
(sprig's merge/mergeOverwrite treat those as "empty" and would let a default `true` win over a
service's explicit `false`.) Lists are replaced, not concatenated. Returns JSON.
Context: dict(base, override).
*/}}
{{- define "vampire-hunt.mergeValues" -}}
{{- $out := deepCopy (.base | default dict) -}}
{{- range $key, $value := (.override | default dict) -}}
{{- $current := get $out $key -}}
{{- if and (kindIs "map" $value) (kindIs "map" $current) -}}
{{- $_ := set $out $key (include "vampire-hunt.mergeValues" (dict "base" $current "override" $value) | fromJson) -}}
{{- else -}}
{{- $_ := set $out $key $value -}}
{{- end -}}
{{- end -}}
{{- toJson $out -}}
{{- end -}}

{{/*
Effective values of one service: services.<name> deep-merged over serviceDefaults. Returns JSON.
Context: dict(root, name).
*/}}
{{- define "vampire-hunt.serviceValues" -}}
{{- $svc := index .root.Values.services .name | default dict -}}
{{- include "vampire-hunt.mergeValues" (dict "base" .root.Values.serviceDefaults "override" $svc) -}}
{{- end -}}

{{/* Sorted names of the enabled services. Returns JSON list. Context: root. */}}
{{- define "vampire-hunt.enabledServices" -}}
{{- $names := list -}}
{{- range $name := keys .Values.services | sortAlpha -}}
{{- $svc := include "vampire-hunt.serviceValues" (dict "root" $ "name" $name) | fromJson -}}
{{- if $svc.enabled -}}
{{- $names = append $names $name -}}
{{- end -}}
{{- end -}}
{{- toJson $names -}}
{{- end -}}

{{/* Key of the enabled service whose role is "gateway"; fails unless there is exactly one. Context: root. */}}
{{- define "vampire-hunt.gatewayName" -}}
{{- $gateways := list -}}
{{- range $name := include "vampire-hunt.enabledServices" . | fromJsonArray -}}
{{- $svc := include "vampire-hunt.serviceValues" (dict "root" $ "name" $name) | fromJson -}}
{{- if eq $svc.role "gateway" -}}
{{- $gateways = append $gateways $name -}}
{{- end -}}
{{- end -}}
{{- if ne (len $gateways) 1 -}}
{{- fail (printf "exactly one enabled service must have role \"gateway\"; found %d (%s)" (len $gateways) (join ", " $gateways)) -}}
{{- end -}}
{{- first $gateways -}}
{{- end -}}

{{/* Kubernetes name of a service's Deployment, Service and ConfigMap. Context: dict(root, name). */}}
{{- define "vampire-hunt.serviceFullname" -}}
{{- printf "%s-%s" (include "vampire-hunt.fullname" .root) .name | trunc 54 | trimSuffix "-" -}}
{{- end -}}

{{/* In-cluster base URL of a service, e.g. http://vampire-hunt-identity:4001. Context: dict(root, name). */}}
{{- define "vampire-hunt.serviceUrl" -}}
{{- $svc := include "vampire-hunt.serviceValues" . | fromJson -}}
{{- printf "http://%s:%d" (include "vampire-hunt.serviceFullname" .) (int $svc.port) -}}
{{- end -}}

{{/* Environment variable fragment of a service key: "content-admin" -> "CONTENT_ADMIN". */}}
{{- define "vampire-hunt.envName" -}}
{{- . | upper | replace "-" "_" -}}
{{- end -}}

{{/*
Container image of a service: <registry>/<repository>:<tag>, or <registry>/<repository>@<digest>.
The repository defaults to image.repositoryPrefix + service key (vampire-hunt-identity), which is
also the image name the Tiltfile builds. Context: dict(root, name, svc).
*/}}
{{- define "vampire-hunt.image" -}}
{{- $global := .root.Values.image -}}
{{- $image := .svc.image | default dict -}}
{{- $registry := $image.registry | default $global.registry -}}
{{- $repository := $image.repository | default (printf "%s%s" $global.repositoryPrefix .name) -}}
{{- $ref := ternary (printf "%s/%s" $registry $repository) $repository (ne $registry "") -}}
{{- if $image.digest -}}
{{- printf "%s@%s" $ref $image.digest -}}
{{- else -}}
{{- printf "%s:%s" $ref ($image.tag | default $global.tag | default .root.Chart.AppVersion | toString) -}}
{{- end -}}
{{- end -}}

{{/* imagePullSecrets block. Context: root. */}}
{{- define "vampire-hunt.imagePullSecrets" -}}
{{- with .Values.image.pullSecrets }}
imagePullSecrets:
  {{- range . }}
  - name: {{ . }}
  {{- end }}
{{- end }}
{{- end -}}

{{/* ServiceAccount name. Context: root. */}}
{{- define "vampire-hunt.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "vampire-hunt.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/*
PUBLIC_ORIGIN: publicOrigin if set, else derived from the ingress host, else the gateway's
port-forward address (http://localhost:<gateway port>). Context: root.
*/}}
{{- define "vampire-hunt.publicOrigin" -}}
{{- if .Values.publicOrigin -}}
{{- .Values.publicOrigin | trimSuffix "/" -}}
{{- else if .Values.ingress.enabled -}}
{{- printf "%s://%s" (ternary "https" "http" .Values.ingress.tls) .Values.ingress.hostname -}}
{{- else -}}
{{- $gateway := include "vampire-hunt.serviceValues" (dict "root" . "name" (include "vampire-hunt.gatewayName" .)) | fromJson -}}
{{- printf "http://localhost:%d" (int $gateway.port) -}}
{{- end -}}
{{- end -}}

{{/* Host name (no scheme, no port) of PUBLIC_ORIGIN, e.g. for a default MAIL_FROM. Context: root. */}}
{{- define "vampire-hunt.publicHost" -}}
{{- $url := urlParse (include "vampire-hunt.publicOrigin" .) -}}
{{- regexReplaceAll ":[0-9]+$" $url.host "" -}}
{{- end -}}

{{/* Name of the Secret with the application secrets (created by the chart or pre-existing). Context: root. */}}
{{- define "vampire-hunt.secretName" -}}
{{- if .Values.secrets.name -}}
{{- tpl .Values.secrets.name . -}}
{{- else -}}
{{- printf "%s-secrets" (include "vampire-hunt.fullname" .) -}}
{{- end -}}
{{- end -}}

{{/* Name of the chart-managed Secret holding connection URLs given as plain values. Context: root. */}}
{{- define "vampire-hunt.connectionsSecretName" -}}
{{- printf "%s-connections" (include "vampire-hunt.fullname" .) -}}
{{- end -}}

{{/*
Where REDIS_URL comes from, in order: externalRedis.existingSecret, externalRedis.url (stored in the
connections Secret), else the app Secret (key externalRedis.existingSecretKey). Returns JSON
{name, key, appSecret}. Context: root.
*/}}
{{- define "vampire-hunt.redisSecretRef" -}}
{{- $redis := .Values.externalRedis -}}
{{- if $redis.existingSecret -}}
{{- toJson (dict "name" (tpl $redis.existingSecret .) "key" $redis.existingSecretKey "appSecret" false) -}}
{{- else if $redis.url -}}
{{- toJson (dict "name" (include "vampire-hunt.connectionsSecretName" .) "key" "REDIS_URL" "appSecret" false) -}}
{{- else -}}
{{- toJson (dict "name" (include "vampire-hunt.secretName" .) "key" $redis.existingSecretKey "appSecret" true) -}}
{{- end -}}
{{- end -}}

{{/*
Where a service's DATABASE_URL comes from, in order: database.url (stored in the connections
Secret), database.existingSecret, else externalDatabase.existingSecretTemplate (by default the
`<release>-<service>-db-app` Secret CloudNativePG creates for a Cluster named
`<release>-<service>-db`). Returns JSON {name, key}. Context: dict(root, name, svc).
*/}}
{{- define "vampire-hunt.databaseSecretRef" -}}
{{- $db := .svc.database -}}
{{- $defaults := .root.Values.externalDatabase -}}
{{- if $db.url -}}
{{- toJson (dict "name" (include "vampire-hunt.connectionsSecretName" .root) "key" (printf "DATABASE_URL_%s" (include "vampire-hunt.envName" .name))) -}}
{{- else if $db.existingSecret -}}
{{- toJson (dict "name" (tpl $db.existingSecret .root) "key" ($db.existingSecretKey | default $defaults.existingSecretKey)) -}}
{{- else -}}
{{- $context := dict "Release" .root.Release "Chart" .root.Chart "Values" .root.Values "Capabilities" .root.Capabilities "Template" .root.Template "service" .name -}}
{{- toJson (dict "name" (tpl $defaults.existingSecretTemplate $context) "key" ($db.existingSecretKey | default $defaults.existingSecretKey)) -}}
{{- end -}}
{{- end -}}

{{/* Kafka bootstrap servers as a comma separated list (each entry passed through tpl). Context: root. */}}
{{- define "vampire-hunt.kafkaBrokers" -}}
{{- $brokers := list -}}
{{- range .Values.externalKafka.brokers -}}
{{- $brokers = append $brokers (tpl . $) -}}
{{- end -}}
{{- join "," $brokers -}}
{{- end -}}

{{/*
Kafka TLS and SASL (externalKafka.tls, externalKafka.sasl) as non-secret env of the internal services:
KAFKA_SSL, KAFKA_SSL_CA/CERT/KEY (files mounted by "vampire-hunt.kafkaVolumes"), KAFKA_SASL_MECHANISM
and KAFKA_SASL_USERNAME. Fails on settings that do not fit together, which the services would refuse
at start (services/kit/src/kafkaSecurity.ts). Returns JSON. Context: root.
*/}}
{{- define "vampire-hunt.kafkaSecurityEnv" -}}
{{- $tls := .Values.externalKafka.tls -}}
{{- $sasl := .Values.externalKafka.sasl -}}
{{- $env := dict -}}
{{- if and $tls.ca.existingSecret $tls.ca.existingConfigMap -}}
{{- fail "externalKafka.tls.ca: set existingSecret or existingConfigMap, not both" -}}
{{- end -}}
{{- if $tls.enabled -}}
{{- $_ := set $env "KAFKA_SSL" "true" -}}
{{- if or $tls.ca.existingSecret $tls.ca.existingConfigMap -}}
{{- $_ := set $env "KAFKA_SSL_CA" "/etc/vampire-hunt/kafka-ca/ca.crt" -}}
{{- end -}}
{{- if $tls.clientCertificate.existingSecret -}}
{{- $_ := set $env "KAFKA_SSL_CERT" "/etc/vampire-hunt/kafka-client/tls.crt" -}}
{{- $_ := set $env "KAFKA_SSL_KEY" "/etc/vampire-hunt/kafka-client/tls.key" -}}
{{- end -}}
{{- else if or $tls.ca.existingSecret $tls.ca.existingConfigMap $tls.clientCertificate.existingSecret -}}
{{- fail "externalKafka.tls: a CA or client certificate is set, but tls.enabled is false" -}}
{{- end -}}
{{- if $sasl.mechanism -}}
{{- if not $sasl.existingSecret -}}
{{- fail (printf "externalKafka.sasl.mechanism %s needs externalKafka.sasl.existingSecret, the Secret holding the password" $sasl.mechanism) -}}
{{- end -}}
{{- if not (or $sasl.username $sasl.usernameKey) -}}
{{- fail (printf "externalKafka.sasl.mechanism %s needs externalKafka.sasl.username (or usernameKey)" $sasl.mechanism) -}}
{{- end -}}
{{- $_ := set $env "KAFKA_SASL_MECHANISM" $sasl.mechanism -}}
{{- if not $sasl.usernameKey -}}
{{- $_ := set $env "KAFKA_SASL_USERNAME" (tpl $sasl.username .) -}}
{{- end -}}
{{- else if or $sasl.username $sasl.usernameKey $sasl.existingSecret -}}
{{- fail "externalKafka.sasl: credentials are set, but no mechanism (plain, scram-sha-256 or scram-sha-512)" -}}
{{- end -}}
{{- toJson $env -}}
{{- end -}}

{{/* Env entries of the SASL secrets (KAFKA_SASL_PASSWORD, KAFKA_SASL_USERNAME from usernameKey). Context: root. */}}
{{- define "vampire-hunt.kafkaSecretEnv" -}}
{{- with .Values.externalKafka.sasl }}
{{- if .mechanism }}
- name: KAFKA_SASL_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ tpl .existingSecret $ }}
      key: {{ .passwordKey }}
{{- if .usernameKey }}
- name: KAFKA_SASL_USERNAME
  valueFrom:
    secretKeyRef:
      name: {{ tpl .existingSecret $ }}
      key: {{ .usernameKey }}
{{- end }}
{{- end }}
{{- end }}
{{- end -}}

{{/* Pod volumes of the Kafka CA and client certificate (KAFKA_SSL_CA/CERT/KEY). Context: root. */}}
{{- define "vampire-hunt.kafkaVolumes" -}}
{{- with .Values.externalKafka.tls }}
{{- if .enabled }}
{{- if .ca.existingSecret }}
- name: kafka-ca
  secret:
    secretName: {{ tpl .ca.existingSecret $ }}
    items:
      - key: {{ .ca.key }}
        path: ca.crt
{{- else if .ca.existingConfigMap }}
- name: kafka-ca
  configMap:
    name: {{ tpl .ca.existingConfigMap $ }}
    items:
      - key: {{ .ca.key }}
        path: ca.crt
{{- end }}
{{- with .clientCertificate }}
{{- if .existingSecret }}
- name: kafka-client
  secret:
    secretName: {{ tpl .existingSecret $ }}
    items:
      - key: {{ .certKey }}
        path: tls.crt
      - key: {{ .keyKey }}
        path: tls.key
{{- end }}
{{- end }}
{{- end }}
{{- end }}
{{- end -}}

{{/* Mounts of those volumes, where KAFKA_SSL_CA/CERT/KEY point. Context: root. */}}
{{- define "vampire-hunt.kafkaVolumeMounts" -}}
{{- range $volume := include "vampire-hunt.kafkaVolumes" . | fromYamlArray }}
- name: {{ $volume.name }}
  mountPath: /etc/vampire-hunt/{{ $volume.name }}
  readOnly: true
{{- end }}
{{- end -}}

{{/*
Keys of the app Secret a service reads as env vars of the same name: GATEWAY_SHARED_SECRET (internal
services only, see serviceDefaults.internal) plus its secretEnv. Returns JSON list. Context: svc.
*/}}
{{- define "vampire-hunt.secretKeys" -}}
{{- $keys := .secretEnv | default list -}}
{{- if .internal -}}
{{- $keys = prepend $keys "GATEWAY_SHARED_SECRET" -}}
{{- end -}}
{{- toJson ($keys | uniq) -}}
{{- end -}}

{{/* Every key of the app Secret a service needs, REDIS_URL included when it lives there. Returns JSON list. Context: dict(root, svc). */}}
{{- define "vampire-hunt.appSecretKeys" -}}
{{- $keys := include "vampire-hunt.secretKeys" .svc | fromJsonArray -}}
{{- $redis := include "vampire-hunt.redisSecretRef" .root | fromJson -}}
{{- if and .svc.internal $redis.appSecret -}}
{{- $keys = append $keys $redis.key -}}
{{- end -}}
{{- toJson ($keys | uniq) -}}
{{- end -}}

{{/*
Render-time checks that the JSON schema cannot express. Context: root.
*/}}
{{- define "vampire-hunt.validate" -}}
{{- $_ := include "vampire-hunt.gatewayName" . -}}
{{- if not .Values.externalKafka.brokers -}}
{{- fail "externalKafka.brokers: list at least one bootstrap server (host:port)" -}}
{{- end -}}
{{- if .Values.secrets.create -}}
{{- $readers := dict -}}
{{- range $name := include "vampire-hunt.enabledServices" . | fromJsonArray -}}
{{- $svc := include "vampire-hunt.serviceValues" (dict "root" $ "name" $name) | fromJson -}}
{{- range $key := include "vampire-hunt.appSecretKeys" (dict "root" $ "svc" $svc) | fromJsonArray -}}
{{- if not (get $.Values.secrets.data $key) -}}
{{- $_ := set $readers $key (append (get $readers $key | default list) $name) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- if $readers -}}
{{- $missing := list -}}
{{- range $key := keys $readers | sortAlpha -}}
{{- $missing = append $missing (printf "%s (read by %s)" $key (join ", " (get $readers $key))) -}}
{{- end -}}
{{- fail (printf "secrets.create is true but secrets.data lacks: %s" (join "; " $missing)) -}}
{{- end -}}
{{- end -}}
{{- if and .Values.ingress.enabled (not .Values.ingress.hostname) -}}
{{- fail "ingress.enabled needs ingress.hostname" -}}
{{- end -}}
{{- if .Values.ingress.enabled -}}
{{- $enabled := include "vampire-hunt.enabledServices" . | fromJsonArray -}}
{{- range .Values.ingress.extraHosts -}}
{{- if and .service (not (has .service $enabled)) -}}
{{- fail (printf "ingress.extraHosts: host %q routes to service %q, which is not an enabled entry of services" .name .service) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/*
Keys of the services other than the gateway that an ingress extra host routes to (ingress enabled
only), sorted and unique. Their NetworkPolicy admits the gateway's peers. Returns JSON list. Context: root.
*/}}
{{- define "vampire-hunt.ingressExposedServices" -}}
{{- $names := list -}}
{{- if .Values.ingress.enabled -}}
{{- $gateway := include "vampire-hunt.gatewayName" . -}}
{{- range .Values.ingress.extraHosts -}}
{{- if and .service (ne .service $gateway) -}}
{{- $names = append $names .service -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- toJson ($names | uniq | sortAlpha) -}}
{{- end -}}

{{/* ============================================================================================
     The service template and its parts
     ============================================================================================ */}}

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
    idempotent and knex guards concurrent runs with its lock table: when N replicas start at once
    one migrates, the others exit non-zero and the kubelet retries them until the schema is current
    (a few seconds of back-off, never a start against a half-migrated schema).
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
        prometheus.io/port: {{ $root.Values.metrics.port | quote }}
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
      {{- $migrateInit := and $migrate (eq $svc.migrations.mode "initContainer") }}
      {{- if or $migrateInit $svc.liveUpdate.distDir }}
      initContainers:
        {{- if $migrateInit }}
        - {{ include "vampire-hunt.service.migrateContainer" $ctx | nindent 10 | trim }}
        {{- end }}
        {{- if $svc.liveUpdate.distDir }}
        - {{ include "vampire-hunt.service.liveUpdateSeed" $ctx | nindent 10 | trim }}
        {{- end }}
      {{- end }}
      containers:
        - name: {{ $name }}
          image: {{ include "vampire-hunt.image" $ctx | quote }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          {{- if $svc.liveUpdate.distDir }}
          # Live update (development): node restarts whenever Tilt syncs new files into dist/.
          command: ["/bin/sh", "-c", {{ printf "exec node --watch-path=%s \"$SERVICE_DIR/dist/index.js\"" $svc.liveUpdate.distDir | quote }}]
          {{- else }}
          {{- with $svc.command }}
          command:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          {{- end }}
          ports:
            - name: http
              containerPort: {{ $svc.port }}
              protocol: TCP
            - name: metrics
              containerPort: {{ $root.Values.metrics.port }}
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
            {{- with $svc.liveUpdate.distDir }}
            - name: live-update
              mountPath: {{ . }}
            {{- end }}
            {{- if $svc.internal }}
            {{- with include "vampire-hunt.kafkaVolumeMounts" $root | trim }}
            {{- . | nindent 12 }}
            {{- end }}
            {{- end }}
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
{{- include "vampire-hunt.service.checkPreInstallHook" $ctx }}
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
        checksum/secrets: {{ include "vampire-hunt.service.secretsChecksum" $ctx }}
    spec:
      {{- include "vampire-hunt.service.podCommon" $ctx | nindent 6 }}
      restartPolicy: OnFailure
      {{- with $svc.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      containers:
        - {{ include "vampire-hunt.service.migrateContainer" (dict "root" $root "name" $name "svc" $svc "fullname" $fullname "inline" true) | nindent 10 | trim }}
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
# The metrics port in a Service of its own: always ClusterIP, whatever type the service's own
# Service has, so a public gateway never exposes /metrics.
apiVersion: v1
kind: Service
metadata:
  name: {{ printf "%s-metrics" $fullname }}
  namespace: {{ $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $component | nindent 4 }}
  {{- include "vampire-hunt.annotations" (dict "root" $root) }}
spec:
  type: ClusterIP
  ports:
    - name: metrics
      port: {{ $root.Values.metrics.port }}
      targetPort: metrics
      protocol: TCP
  selector:
    {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 4 }}
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
    - port: metrics
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
Non-secret environment of a service, as JSON: NODE_ENV, PORT, LOG_LEVEL, KAFKA_BROKERS (internal
services only), DB_POOL_MAX (database.poolMax, when set), PUBLIC_ORIGIN, SUBGRAPH_<NAME>_URL (gateway role) and services.<name>.env. Entries of env go
through tpl; empty ones are left out so optional settings (REGISTRATION_OPENS_AT) stay unset
instead of being set to "". Context: dict(root, name, svc).
*/}}
{{- define "vampire-hunt.service.configEnv" -}}
{{- $root := .root -}}
{{- $env := dict
  "NODE_ENV" "production"
  "PORT" (toString .svc.port)
  "METRICS_PORT" (toString $root.Values.metrics.port)
  "LOG_LEVEL" .svc.logLevel
  "PUBLIC_ORIGIN" (include "vampire-hunt.publicOrigin" $root)
-}}
{{- $env = merge $env (include "vampire-hunt.observabilityEnv" $root | fromJson) -}}
{{- if .svc.internal -}}
{{- $_ := set $env "KAFKA_BROKERS" (include "vampire-hunt.kafkaBrokers" $root) -}}
{{- $env = merge $env (include "vampire-hunt.kafkaSecurityEnv" $root | fromJson) -}}
{{- end -}}
{{- if and .svc.database.enabled (not (kindIs "invalid" .svc.database.poolMax)) -}}
{{- $_ := set $env "DB_POOL_MAX" (toString (int .svc.database.poolMax)) -}}
{{- end -}}
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
{{- toJson $env -}}
{{- end -}}

{{/* ConfigMap data of a service (sorted, quoted). Context: dict(root, name, svc). */}}
{{- define "vampire-hunt.service.configData" -}}
{{- $env := include "vampire-hunt.service.configEnv" . | fromJson -}}
{{- range $key := keys $env | sortAlpha }}
{{ $key }}: {{ get $env $key | quote }}
{{- end -}}
{{- end -}}

{{/*
envFrom + env of a service's containers (the service and its migration). Secrets are referenced,
never copied: GATEWAY_SHARED_SECRET and services.<name>.secretEnv from the app Secret, REDIS_URL
and DATABASE_URL from their own Secrets (GATEWAY_SHARED_SECRET and REDIS_URL for internal services
only). With `inline`, the non-secret settings are written into
the container instead of read from the ConfigMap, so a migration Job run as a pre-install hook does
not depend on a ConfigMap that the release has not created yet (and never sees a stale one).
Context: dict(root, name, svc, fullname[, inline]).
*/}}
{{- define "vampire-hunt.service.env" -}}
{{- $root := .root -}}
{{- $appSecret := include "vampire-hunt.secretName" $root -}}
{{- $redis := include "vampire-hunt.redisSecretRef" $root | fromJson -}}
{{- if not .inline }}
envFrom:
  - configMapRef:
      name: {{ .fullname }}
{{- end }}
{{- $secretKeys := include "vampire-hunt.secretKeys" .svc | fromJsonArray }}
{{- if or .inline $secretKeys .svc.internal .svc.database.enabled .svc.extraEnv }}
env:
  {{- if .inline }}
  {{- $config := include "vampire-hunt.service.configEnv" . | fromJson }}
  {{- range $key := keys $config | sortAlpha }}
  - name: {{ $key }}
    value: {{ get $config $key | quote }}
  {{- end }}
  {{- end }}
  {{- range $key := $secretKeys }}
  - name: {{ $key }}
    valueFrom:
      secretKeyRef:
        name: {{ $appSecret }}
        key: {{ $key }}
  {{- end }}
  {{- if .svc.internal }}
  - name: REDIS_URL
    valueFrom:
      secretKeyRef:
        name: {{ $redis.name }}
        key: {{ $redis.key }}
  {{- with include "vampire-hunt.kafkaSecretEnv" $root | trim }}
  {{- . | nindent 2 }}
  {{- end }}
  {{- end }}
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
{{- end }}
{{- end -}}

{{/*
Live update (development, liveUpdate.distDir set): copies the image's dist/ into the writable
emptyDir that the service container mounts over it, so the root filesystem stays read-only and Tilt
syncs rebuilt files into the emptyDir. Context: dict(root, name, svc, fullname).
*/}}
{{- define "vampire-hunt.service.liveUpdateSeed" -}}
name: live-update-seed
image: {{ include "vampire-hunt.image" . | quote }}
imagePullPolicy: {{ .root.Values.image.pullPolicy }}
command: ["/bin/sh", "-c", "cp -R \"$SERVICE_DIR/dist/.\" /live-update/"]
resources:
  {{- toYaml .svc.resources | nindent 2 }}
securityContext:
  {{- toYaml .svc.containerSecurityContext | nindent 2 }}
volumeMounts:
  - name: tmp
    mountPath: /tmp
  - name: live-update
    mountPath: /live-update
{{- end -}}

{{/* The migration container (init container or Job container). Context: dict(root, name, svc, fullname[, inline]). */}}
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
  {{- if .svc.internal }}
  {{- with include "vampire-hunt.kafkaVolumeMounts" .root | trim }}
  {{- . | nindent 2 }}
  {{- end }}
  {{- end }}
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
  {{- if .svc.liveUpdate.distDir }}
  # Live update (development): the service's dist/, writable so Tilt can sync into it.
  - name: live-update
    emptyDir:
      sizeLimit: 256Mi
  {{- end }}
  {{- if .svc.internal }}
  {{- with include "vampire-hunt.kafkaVolumes" .root | trim }}
  {{- . | nindent 2 }}
  {{- end }}
  {{- end }}
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
{{- range $key := include "vampire-hunt.appSecretKeys" (dict "root" $root "svc" .svc) | fromJsonArray -}}
{{- $parts = append $parts (printf "%s=%s" $key (get $root.Values.secrets.data $key | toString)) -}}
{{- end -}}
{{- end -}}
{{- if and .svc.internal (not $root.Values.externalRedis.existingSecret) $root.Values.externalRedis.url -}}
{{- $parts = append $parts (printf "REDIS_URL=%s" (tpl $root.Values.externalRedis.url $root)) -}}
{{- end -}}
{{- if and .svc.database.enabled .svc.database.url -}}
{{- $parts = append $parts (printf "DATABASE_URL=%s" (tpl .svc.database.url $root)) -}}
{{- end -}}
{{- join "\n" $parts | sha256sum -}}
{{- end -}}

{{/*
A migration Job turned into a pre-install hook runs before any other object of the release exists,
so it must not read the Secrets this chart creates. Fails with an explanation when it would.
Context: dict(root, name, svc).
*/}}
{{- define "vampire-hunt.service.checkPreInstallHook" -}}
{{- $hook := get (.svc.migrations.job.annotations | default dict) "helm.sh/hook" | default "" -}}
{{- if contains "pre-install" $hook -}}
{{- $problems := list -}}
{{- if .root.Values.secrets.create -}}
{{- $problems = append $problems "secrets.create=true (create the app Secret out of band)" -}}
{{- end -}}
{{- if and (not .root.Values.externalRedis.existingSecret) .root.Values.externalRedis.url -}}
{{- $problems = append $problems "externalRedis.url (use externalRedis.existingSecret)" -}}
{{- end -}}
{{- if .svc.database.url -}}
{{- $problems = append $problems (printf "services.%s.database.url (use database.existingSecret)" .name) -}}
{{- end -}}
{{- if $problems -}}
{{- fail (printf "services.%s: a pre-install migration hook runs before this release creates its Secrets, so it cannot use %s" .name (join ", " $problems)) -}}
{{- end -}}
{{- end -}}
{{- end -}}
