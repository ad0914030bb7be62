r = false && fl && t && fl
