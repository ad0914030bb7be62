# Empty outputs
