import { graphql } from '../../__generated__';

export const GLOSSARY_STATS = graphql(`
  query GlossaryStats {
    stats {
      id
      name
      imageId
      flavorText
    }
  }
`);
