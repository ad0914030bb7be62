# Empty
