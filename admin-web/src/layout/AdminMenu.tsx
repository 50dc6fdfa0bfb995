import { Menu } from 'ra-ui-materialui';
import { BUILT_SCREENS } from './navigation';

/** One link per built screen, labelled with its route as the spec names them, in the spec's order. */
export function AdminMenu() {
  return (
    <Menu>
      {BUILT_SCREENS.map((path) => (
        <Menu.Item key={path} to={`/${path}`} primaryText={path} />
      ))}
    </Menu>
  );
}
