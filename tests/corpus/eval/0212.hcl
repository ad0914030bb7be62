r = tobool("maybe")
