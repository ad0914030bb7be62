r = false ? fl : fl
