# Empty main.tf for units-reading test fixture
