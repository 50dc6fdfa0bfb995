module vampire-hunt/cluster/pause

go 1.26.0
