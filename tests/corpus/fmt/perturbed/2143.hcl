r=obj.enabled    &&  fl
