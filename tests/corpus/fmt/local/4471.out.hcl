_private        = 1
snake_case_name = 2
