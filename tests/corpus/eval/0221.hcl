r = tobool("true")
