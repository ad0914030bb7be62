r = join("", sort([]))
