{{/*
Helpers of the vampire-hunt chart.

Every deployable (the gateway and each subgraph service) is an entry of the `services` map in
values.yaml, merged over `serviceDefaults` and rendered by the ONE named template
"vampire-hunt.service" (templates/_service.tpl). Adding a service is a values-only change.
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
Where REDIS_URL comes from. Returns JSON {name, key}. Context: root.
*/}}
{{- define "vampire-hunt.redisSecretRef" -}}
{{- $redis := .Values.externalRedis -}}
{{- if $redis.existingSecret -}}
{{- toJson (dict "name" (tpl $redis.existingSecret .) "key" $redis.existingSecretKey) -}}
{{- else if $redis.url -}}
{{- toJson (dict "name" (include "vampire-hunt.connectionsSecretName" .) "key" "REDIS_URL") -}}
{{- else -}}
{{- fail "externalRedis: set either url or existingSecret (see docs/deploy.md)" -}}
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

{{/* Names of the app Secret keys a service reads: GATEWAY_SHARED_SECRET plus its secretEnv. Returns JSON list. Context: svc. */}}
{{- define "vampire-hunt.secretKeys" -}}
{{- toJson (prepend (.secretEnv | default list) "GATEWAY_SHARED_SECRET" | uniq) -}}
{{- end -}}

{{/*
Render-time checks that the JSON schema cannot express. Context: root.
*/}}
{{- define "vampire-hunt.validate" -}}
{{- $_ := include "vampire-hunt.gatewayName" . -}}
{{- $_ := include "vampire-hunt.redisSecretRef" . -}}
{{- if not .Values.externalKafka.brokers -}}
{{- fail "externalKafka.brokers: list at least one bootstrap server (host:port)" -}}
{{- end -}}
{{- if .Values.secrets.create -}}
{{- $missing := list -}}
{{- range $name := include "vampire-hunt.enabledServices" . | fromJsonArray -}}
{{- $svc := include "vampire-hunt.serviceValues" (dict "root" $ "name" $name) | fromJson -}}
{{- range $key := include "vampire-hunt.secretKeys" $svc | fromJsonArray -}}
{{- if not (get $.Values.secrets.data $key) -}}
{{- $missing = append $missing (printf "%s (services.%s)" $key $name) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- if $missing -}}
{{- fail (printf "secrets.create is true but secrets.data lacks: %s" (join ", " ($missing | uniq))) -}}
{{- end -}}
{{- end -}}
{{- if and .Values.ingress.enabled (not .Values.ingress.hostname) -}}
{{- fail "ingress.enabled needs ingress.hostname" -}}
{{- end -}}
{{- end -}}
