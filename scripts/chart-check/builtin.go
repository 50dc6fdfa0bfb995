package main

import (
	"fmt"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/client-go/kubernetes/scheme"
)

// strictDecoder decodes every built-in Kubernetes API type (client-go's scheme) and reports unknown
// and duplicate fields, as the API server does with fieldValidation=Strict; wrong types fail to
// decode at all.
var strictDecoder = serializer.NewCodecFactory(scheme.Scheme, serializer.EnableStrict).UniversalDeserializer()

// decodeBuiltin returns the typed object, whether the kind is a built-in one, and its problems.
func decodeBuiltin(m Manifest) (runtime.Object, bool, []string) {
	gvk := m.Object.GroupVersionKind()
	if !scheme.Scheme.Recognizes(gvk) {
		return nil, false, nil
	}
	obj, _, err := strictDecoder.Decode(m.Raw, nil, nil)
	if err == nil {
		return obj, true, nil
	}
	if strict, ok := runtime.AsStrictDecodingError(err); ok {
		var problems []string
		for _, e := range strict.Errors() {
			problems = append(problems, e.Error())
		}
		return obj, true, problems
	}
	return nil, true, []string{fmt.Sprintf("does not decode as %s: %v", gvk, err)}
}
