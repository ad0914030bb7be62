r =compact()
