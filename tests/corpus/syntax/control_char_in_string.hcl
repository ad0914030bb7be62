a = "xy"
