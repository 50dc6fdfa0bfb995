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
