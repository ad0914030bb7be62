r = t ? fl : fl
