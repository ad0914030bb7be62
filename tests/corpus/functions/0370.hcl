r = join(", ", strs)
