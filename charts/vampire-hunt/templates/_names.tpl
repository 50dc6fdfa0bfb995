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
