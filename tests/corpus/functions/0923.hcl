r = title()
