r = "\n\u00e9$${esc}"
