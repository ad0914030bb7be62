# A supporting file the unit expects to be installed alongside it.
