r = { "quoted key" = ceil(0) }
