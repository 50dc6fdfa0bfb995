{{/* The service's own container: image, ports, env, probes, resources, mounts. */}}
{{- define "vampire-hunt.service.container" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $svc := .svc -}}
{{- $ctx := . -}}
name: {{ $name }}
image: {{ include "vampire-hunt.image" $ctx | quote }}
imagePullPolicy: {{ $root.Values.image.pullPolicy }}
{{- if $svc.liveUpdate.distDir }}
# Live update (development): node restarts whenever Tilt syncs new files into dist/.
command: ["/bin/sh", "-c", {{ printf "exec node --watch-path=%s \"$SERVICE_DIR/dist/index.js\"" $svc.liveUpdate.distDir | quote }}]
{{- else }}
{{- with $svc.command }}
command:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end }}
ports:
  - name: http
    containerPort: {{ $svc.port }}
    protocol: TCP
  - name: metrics
    containerPort: {{ $root.Values.metrics.port }}
    protocol: TCP
{{- include "vampire-hunt.service.env" $ctx | nindent 0 }}
{{- with $svc.startupProbe }}
{{- if .enabled }}
startupProbe:
  httpGet:
    path: /healthz
    port: http
  {{- toYaml (omit . "enabled") | nindent 2 }}
{{- end }}
{{- end }}
{{- with $svc.livenessProbe }}
{{- if .enabled }}
livenessProbe:
  httpGet:
    path: /healthz
    port: http
  {{- toYaml (omit . "enabled") | nindent 2 }}
{{- end }}
{{- end }}
{{- with $svc.readinessProbe }}
{{- if .enabled }}
readinessProbe:
  httpGet:
    path: /readyz
    port: http
  {{- toYaml (omit . "enabled") | nindent 2 }}
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
  {{- toYaml $svc.resources | nindent 2 }}
securityContext:
  {{- toYaml $svc.containerSecurityContext | nindent 2 }}
volumeMounts:
  - name: tmp
    mountPath: /tmp
  {{- with $svc.liveUpdate.distDir }}
  - name: live-update
    mountPath: {{ . }}
  {{- end }}
  {{- if $svc.internal }}
  {{- with include "vampire-hunt.kafkaVolumeMounts" $root | trim }}
  {{- . | nindent 2 }}
  {{- end }}
  {{- end }}
  {{- with $svc.extraVolumeMounts }}
  {{- toYaml . | nindent 2 }}
  {{- end }}
{{- end }}
