a  = (x ).y.z
