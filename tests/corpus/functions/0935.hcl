r = tobool()
