resource_count = 3
