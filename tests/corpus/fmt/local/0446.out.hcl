r = { for_x = 100, for_x = null }
