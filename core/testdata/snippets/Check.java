// Compiles a java batch and a single java ID as pasted into test code against
// the MongoDB Java driver's bson library, and prints each ID's hex digits.
import java.util.List;
import org.bson.types.ObjectId;

public class Check {
    public static void main(String[] args) {
        List<ObjectId> batch = BATCH;
        ObjectId one = ONE;
        for (ObjectId id : batch) {
            System.out.println(id.toHexString());
        }
        System.out.println(one.toHexString());
    }
}
