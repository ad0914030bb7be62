r = tobool("yes")
