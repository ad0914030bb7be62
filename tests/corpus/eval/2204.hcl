r = t || fl && fl
