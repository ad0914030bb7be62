r = substr(format("%q %%", 1, obj.enabled), -3, 3)
