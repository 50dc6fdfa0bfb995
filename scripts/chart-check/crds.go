package main

import (
	"fmt"
	"os"

	"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/pruning"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/validation"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/yaml"
)

// customSchema is the OpenAPI schema of one served version of a CustomResourceDefinition.
type customSchema struct {
	structural *structuralschema.Structural
	validator  validation.SchemaValidator
}

// loadCRDs reads the CustomResourceDefinitions (one per file) at the given paths: files, or the
// *.json and *.yaml files below directories.
func loadCRDs(paths []string) (map[schema.GroupVersionKind]customSchema, error) {
	out := map[schema.GroupVersionKind]customSchema{}
	files, err := filesBelow(paths, ".json", ".yaml")
	if err != nil {
		return nil, err
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			return nil, err
		}
		var crd apiextensionsv1.CustomResourceDefinition
		if err := yaml.UnmarshalStrict(data, &crd); err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
		for _, version := range crd.Spec.Versions {
			if !version.Served || version.Schema == nil || version.Schema.OpenAPIV3Schema == nil {
				continue
			}
			s, err := newCustomSchema(version.Schema.OpenAPIV3Schema)
			if err != nil {
				return nil, fmt.Errorf("%s (%s): %w", file, version.Name, err)
			}
			out[schema.GroupVersionKind{Group: crd.Spec.Group, Version: version.Name, Kind: crd.Spec.Names.Kind}] = s
		}
	}
	return out, nil
}

func newCustomSchema(v1Props *apiextensionsv1.JSONSchemaProps) (customSchema, error) {
	props := &apiextensions.JSONSchemaProps{}
	if err := apiextensionsv1.Convert_v1_JSONSchemaProps_To_apiextensions_JSONSchemaProps(v1Props, props, nil); err != nil {
		return customSchema{}, err
	}
	structural, err := structuralschema.NewStructural(props)
	if err != nil {
		return customSchema{}, err
	}
	validator, _, err := validation.NewSchemaValidator(props)
	if err != nil {
		return customSchema{}, err
	}
	return customSchema{structural: structural, validator: validator}, nil
}

// validateCustom checks a custom resource as the API server does before storing it: fields the
// schema does not know (which the server would prune, or refuse with fieldValidation=Strict), then
// types, formats, enums and required fields. CEL rules (x-kubernetes-validations) are not evaluated.
func validateCustom(m Manifest, s customSchema) []string {
	var problems []string
	pruned := m.Object.DeepCopy().Object
	unknown := pruning.PruneWithOptions(pruned, s.structural, true, structuralschema.UnknownFieldPathOptions{TrackUnknownFieldPaths: true})
	for _, path := range unknown {
		problems = append(problems, fmt.Sprintf("unknown field %q", path))
	}
	for _, e := range validation.ValidateCustomResource(nil, m.Object.Object, s.validator) {
		problems = append(problems, e.Error())
	}
	return problems
}
