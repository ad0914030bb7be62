r = !fl
